/**
 * Site search over each kind of content (events, stories, news, team members, support groups,
 * newsletters): a published document is found with the address that shows it, a draft is not.
 * Databases: SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { searchSite, type SearchResponse } from '@/search/searchSite'
import { rebuildSearchIndex } from '@/search/store'
import { paragraph, richText } from '@/seed/lexical'
import { startTestPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload | undefined
let payload: Payload
const context = { disableRevalidate: true }
const write = { overrideAccess: true, context } as const

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
  await rebuildSearchIndex(payload)
})

afterAll(async () => {
  await ctx?.stop()
})

async function results(value: string) {
  const response: SearchResponse = await searchSite(payload, { value })
  if (response.status !== 'ok') throw new Error(`expected results, got ${response.status}`)
  return response.results.map((r) => ({ title: r.title, url: r.url, kind: r.kind }))
}

const body = (text: string) => richText(paragraph(text))

describe('search over events, stories and news', () => {
  it('finds a published event by its description, at its event address; never a draft', async () => {
    await payload.create({
      collection: 'events',
      data: { title: 'Lantern walk', slug: 'lantern-walk', date: new Date().toISOString(), description: body('Bring a flashlight for the wombatique trail.'), _status: 'published' },
      overrideAccess: true,
      context,
    })
    await payload.create({
      collection: 'events',
      data: { title: 'Hidden wombatique draft', slug: 'hidden-draft', date: new Date().toISOString(), _status: 'draft' },
      draft: true,
      overrideAccess: true,
      context,
    })
    expect(await results('wombatique')).toEqual([{ title: 'Lantern walk', url: '/get-involved/find-an-event/lantern-walk', kind: 'event' }])
  })

  it('finds a published story by its text, at its story address; never a draft', async () => {
    await payload.create({
      collection: 'stories',
      data: { title: 'Harbour mornings', slug: 'harbour-mornings', content: body('He rows a zanzibarine dinghy.'), _status: 'published' } as never,
      overrideAccess: true,
      context,
    })
    await payload.create({
      collection: 'stories',
      data: { title: 'Zanzibarine draft', slug: 'zd', _status: 'draft' },
      draft: true,
      overrideAccess: true,
      context,
    })
    expect(await results('zanzibarine')).toEqual([{ title: 'Harbour mornings', url: '/our-impact/patient-stories/harbour-mornings', kind: 'story' }])
  })

  it('finds published news by title and content, at its news address; follows unpublishing', async () => {
    const post = await payload.create({
      collection: 'news-posts',
      data: { title: 'Quillfeather update', slug: 'quillfeather-update', content: body('The marmalite project grew.'), _status: 'published' } as never,
      overrideAccess: true,
      context,
    })
    expect(await results('marmalite')).toEqual([{ title: 'Quillfeather update', url: '/news/quillfeather-update', kind: 'news' }])
    expect((await results('quillfeather'))[0]!.url).toBe('/news/quillfeather-update')
    await payload.update({ collection: 'news-posts', id: post.id, data: { _status: 'draft' }, overrideAccess: true, context })
    expect(await results('marmalite')).toEqual([])
  })
})

describe('search over team members, support groups and newsletters', () => {
  it('finds a published team member by biography, at Our Team with the member’s hash', async () => {
    const type = await payload.create({ collection: 'member-types', data: { name: 'Staff' } as never, ...write })
    await payload.create({
      collection: 'team-members',
      data: { title: 'Quinn Harlow', memberTypes: [type.id], biography: 'Quinn loves birdwatching on the estuary.', _status: 'published' } as never,
      ...write,
    })
    expect(await results('birdwatching')).toEqual([{ title: 'Quinn Harlow', url: '/about-us/our-team#quinn-harlow', kind: 'member' }])

    await payload.create({
      collection: 'team-members',
      data: { title: 'Draft Person', memberTypes: [type.id], biography: 'Secret kayaking notes.', _status: 'draft' } as never,
      draft: true,
      ...write,
    })
    expect(await results('kayaking')).toEqual([])
  })

  it('finds a published support group by group name and by city; a draft group is not found', async () => {
    const group = await payload.create({
      collection: 'support-groups',
      data: { title: 'Smithers group', groupName: 'Bulkley Valley Men’s Circle', city: 'Smithers', province: 'BC', _status: 'published' } as never,
      ...write,
    })
    const expected = [{ title: 'Bulkley Valley Men’s Circle', url: `/get-support/support-groups/find-a-group#${group.slug}`, kind: 'supportGroup' }]
    expect(group.slug).toBe('smithers-group')
    expect(await results('bulkley valley')).toEqual(expected)
    expect(await results('smithers')).toEqual(expected)

    await payload.create({
      collection: 'support-groups',
      data: { title: 'Hidden group', groupName: 'Tumbler Ridge Circle', city: 'Tumbler Ridge', province: 'BC', _status: 'draft' } as never,
      draft: true,
      ...write,
    })
    expect(await results('tumbler')).toEqual([])

    await payload.update({ collection: 'support-groups', id: group.id, data: { _status: 'draft' } as never, ...write })
    // Only the group is gone: a typo match elsewhere ("mothers" on the risk checker) may remain.
    expect((await results('smithers')).filter((r) => r.kind === 'supportGroup')).toEqual([])
  })

  it('finds a published newsletter on the Newsletters page; a draft is not found', async () => {
    await payload.create({
      collection: 'newsletters',
      data: { title: 'Zephyr Edition', date: '2024-04-15T12:00:00.000Z', url: 'https://lists.example.org/a', _status: 'published' } as never,
      ...write,
    })
    expect(await results('zephyr')).toEqual([{ title: 'Zephyr Edition', url: '/get-support/more-resources/newsletters', kind: 'newsletter' }])
    await payload.create({
      collection: 'newsletters',
      data: { title: 'Quasar Edition', date: '2024-05-15T12:00:00.000Z', url: 'https://lists.example.org/b', _status: 'draft' } as never,
      draft: true,
      ...write,
    })
    expect(await results('quasar')).toEqual([])
  })
})
