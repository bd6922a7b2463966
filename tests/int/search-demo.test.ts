/**
 * The four queries against the demo content (seeded into a temporary SQLite database
 * through the migrations), through the whole search service: each finds its page first.
 * Also the zero-result screen's help: a correction from the index's words and staff's picks.
 * Databases: SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { SearchResponse } from '@/search/searchSite'
import { startTestPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload | undefined
let payload: Payload
let searchSite: typeof import('@/search/searchSite').searchSite

type Ok = Extract<SearchResponse, { status: 'ok' }>

async function search(value: string): Promise<Ok> {
  const response = await searchSite(payload, { value })
  if (response.status !== 'ok') throw new Error(`expected results, got ${response.status}`)
  return response
}

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
  const { seed } = await import('@/seed')
  ;({ searchSite } = await import('@/search/searchSite'))
  const { rebuildSearchIndex } = await import('@/search/store')
  await seed(payload)
  await rebuildSearchIndex(payload)
}, 300_000)

afterAll(async () => {
  await ctx?.stop()
})

describe('the demo content answers what people type', () => {
  it.each([
    ['prostrate', '/about-prostate-cancer/what-is-prostate-cancer/the-prostate'],
    ['incontinance', '/about-prostate-cancer/living-with-prostate-cancer/incontinence'],
    ['support group vancouver', '/get-support/support-groups/find-a-group#vancouver'],
    ['erectile', '/about-prostate-cancer/living-with-prostate-cancer/sex-with-and-after-cancer'],
    ['how much does a psa test cost', '/about-prostate-cancer/diagnosis-and-staging/the-psa-test-and-the-dre'],
  ])('%j finds %s first', async (query, url) => {
    expect((await search(query)).results[0]?.url).toBe(url)
  })

  it('highlights the word as written in the page when the query was misspelt', async () => {
    const first = (await search('incontinance')).results[0]!
    expect(first.snippet.match.toLowerCase()).toBe('incontinence')
  })

  it('offers a corrected search and the seeded staff picks when nothing matches', async () => {
    const response = await search('pelvxxc')
    expect(response.total).toBe(0)
    expect(response.didYouMean).toBe('pelvic')
    expect((await search(response.didYouMean!)).total).toBeGreaterThan(0)
    expect(response.staffPicks?.map((pick) => pick.url)).toEqual([
      '/about-prostate-cancer/what-is-prostate-cancer',
      '/about-prostate-cancer/diagnosis-and-staging/the-psa-test-and-the-dre',
      '/get-support/peer-support',
    ])
  })
})
