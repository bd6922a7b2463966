/**
 * Search covers events, stories and news: a published document is found with its own
 * address, a draft is not.
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
