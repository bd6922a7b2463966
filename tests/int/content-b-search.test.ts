/**
 * Team members, support groups and newsletters in site search: published documents are found
 * with the address that shows them, drafts are not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { searchSite, type SearchResponse } from '@/search/searchSite'
import { rebuildSearchIndex } from '@/search/store'
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
  if (response.status !== 'ok') return []
  return response.results.map((r) => ({ kind: r.kind, title: r.title, url: r.url }))
}

describe('content B in site search', () => {
  it('finds a published team member by biography, at Our Team with the member’s hash', async () => {
    const type = await payload.create({ collection: 'member-types', data: { name: 'Staff' } as never, ...write })
    await payload.create({
      collection: 'team-members',
      data: { title: 'Quinn Harlow', memberTypes: [type.id], biography: 'Quinn loves birdwatching on the estuary.', _status: 'published' } as never,
      ...write,
    })
    expect(await results('birdwatching')).toEqual([{ kind: 'member', title: 'Quinn Harlow', url: '/about-us/our-team#quinn-harlow' }])

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
    const expected = [{ kind: 'supportGroup', title: 'Bulkley Valley Men’s Circle', url: `/get-support/support-groups/find-a-group#${group.slug}` }]
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
    expect(await results('smithers')).toEqual([])
  })

  it('finds a published newsletter on the Newsletters page; a draft is not found', async () => {
    await payload.create({
      collection: 'newsletters',
      data: { title: 'Zephyr Edition', date: '2024-04-15T12:00:00.000Z', url: 'https://lists.example.org/a', _status: 'published' } as never,
      ...write,
    })
    expect(await results('zephyr')).toEqual([{ kind: 'newsletter', title: 'Zephyr Edition', url: '/get-support/more-resources/newsletters' }])
    await payload.create({
      collection: 'newsletters',
      data: { title: 'Quasar Edition', date: '2024-05-15T12:00:00.000Z', url: 'https://lists.example.org/b', _status: 'draft' } as never,
      draft: true,
      ...write,
    })
    expect(await results('quasar')).toEqual([])
  })
})
