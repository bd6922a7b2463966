/**
 * GET /api/ig: with INSTAGRAM_ACCESS_TOKEN set, pages from Instagram's Graph API (a local
 * stand-in here), cached, and the last good page when the API fails; without a token, the
 * Instagram posts collection, a page at a time.
 * Databases: SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { startInstagramStandIn, STAND_IN_TOKEN, type StandIn } from '../helpers/instagramStandIn'

let ctx: TestPayload | undefined
let payload: Payload
let standIn: StandIn
let GET: typeof import('@/app/api/ig/route').GET

type Page = { data: Array<{ id: string; media_type: string; media_url: string; caption?: string; children?: { data: unknown[] } | null }>; next_page_url: string | null }

async function call(query = ''): Promise<{ status: number; body: Page & { error?: string } }> {
  const res = await GET(new NextRequest(`http://localhost/api/ig${query}`))
  return { status: res.status, body: (await res.json()) as Page & { error?: string } }
}

const follow = (next: string) => next.replace(/^\/api\/ig/, '')

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
  standIn = await startInstagramStandIn(20)
  ;({ GET } = await import('@/app/api/ig/route'))
  // Seeded once for the file: only the Instagram posts matter here, but the seed is the quickest
  // way to have them with pictures. It uploads dozens of pictures: most of a minute when busy.
  const { seedStoriesEventsNews } = await import('@/seed/storiesEventsNews')
  await seedStoriesEventsNews(payload, () => {})
  await payload.create({
    collection: 'instagram-posts',
    data: { mediaType: 'IMAGE', image: (await payload.find({ collection: 'media', limit: 1 })).docs[0]!.id, caption: 'A draft post', timestamp: new Date().toISOString(), _status: 'draft' },
    draft: true,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
})

afterAll(async () => {
  delete process.env.INSTAGRAM_ACCESS_TOKEN
  delete process.env.INSTAGRAM_GRAPH_URL
  await standIn?.close()
  await ctx?.stop()
})

describe('/api/ig from the Instagram posts collection (no token)', () => {
  it('answers published posts newest first, a page at a time, with next_page_url until the last page', async () => {
    delete process.env.INSTAGRAM_ACCESS_TOKEN
    const first = await call()
    expect(first.status).toBe(200)
    expect(first.body.data).toHaveLength(9)
    expect(first.body.next_page_url).toBe('/api/ig?after=2')
    expect(first.body.data.every((p) => /^\d+$/.test(p.id))).toBe(true)
    expect(first.body.data[0]!.media_url).toMatch(/^\/api\/media\/file\//)
    expect(first.body.data.map((p) => p.caption)).not.toContain('A draft post')
    const carousel = first.body.data.find((p) => p.media_type === 'CAROUSEL_ALBUM')!
    expect(carousel.children!.data.length).toBeGreaterThan(1)
    const second = await call(follow(first.body.next_page_url!))
    expect(second.body.data).toHaveLength(6)
    expect(second.body.next_page_url).toBeNull()
  })

  it('seeds the demo content once: a second run creates nothing', async () => {
    const count = async () =>
      Promise.all((['stories', 'events', 'news-posts', 'instagram-posts', 'media'] as const).map(async (collection) => (await payload.count({ collection, overrideAccess: true })).totalDocs))
    const before = await count()
    // 15 demo posts and the draft added in the file's setup.
    expect(before.slice(0, 4)).toEqual([6, 8, 10, 16])
    const { seedStoriesEventsNews } = await import('@/seed/storiesEventsNews')
    await seedStoriesEventsNews(payload, () => {})
    expect(await count()).toEqual(before)
    const carousels = await payload.find({ collection: 'instagram-posts', where: { mediaType: { equals: 'CAROUSEL_ALBUM' } }, overrideAccess: true })
    expect(carousels.docs.length).toBe(3)
    const all = await payload.find({ collection: 'instagram-posts', overrideAccess: true, limit: 100 })
    expect(all.docs.some((d) => (d.caption?.length ?? 0) > 550)).toBe(true)
  })

  it('refuses an unusable cursor', async () => {
    expect((await call('?after=%3Cscript%3E')).status).toBe(400)
  })
})

describe('/api/ig from the Graph API stand-in (token set)', () => {
  it('pages through the account’s media and never hands the token to the browser', async () => {
    process.env.INSTAGRAM_ACCESS_TOKEN = STAND_IN_TOKEN
    process.env.INSTAGRAM_GRAPH_URL = standIn.url
    const first = await call()
    expect(first.status).toBe(200)
    expect(first.body.data.map((p) => p.caption)).toEqual(Array.from({ length: 9 }, (_, i) => `Stand-in post ${i + 1}`))
    expect(first.body.data[4]!.children!.data).toHaveLength(2)
    expect(first.body.next_page_url).toBe('/api/ig?after=9')
    expect(JSON.stringify(first.body)).not.toContain(STAND_IN_TOKEN)
    const second = await call(follow(first.body.next_page_url!))
    const third = await call(follow(second.body.next_page_url!))
    expect(third.body.data.map((p) => p.caption)).toEqual(['Stand-in post 19', 'Stand-in post 20'])
    expect(third.body.next_page_url).toBeNull()
  })

  it('answers repeated requests from its cache', async () => {
    const before = standIn.requests()
    await call()
    await call('?after=9')
    expect(standIn.requests()).toBe(before)
  })

  it('serves the last good page when the API fails, and 502 when it has none', async () => {
    // The same client and cache the route uses, with a clock of its own to expire the cache.
    const { createCachedSource } = await import('@/media-feeds/instagram/cachedSource')
    const { createGraphSource } = await import('@/media-feeds/instagram/graphSource')
    let clock = 0
    const cached = createCachedSource(createGraphSource({ token: STAND_IN_TOKEN, baseUrl: standIn.url }), { ttlMs: 1000, now: () => clock })
    const good = await cached.page(null)
    standIn.setFailing(true)
    clock = 5000
    const before = standIn.requests()
    expect(await cached.page(null)).toEqual(good)
    expect(standIn.requests()).toBe(before + 1)
    await expect(cached.page('9')).rejects.toThrow(/HTTP 500/)

    // Through the route: a page never fetched before has no fallback.
    const failed = await call('?after=3')
    expect(failed.status).toBe(502)
    expect(failed.body.error).toMatch(/unavailable/)
    standIn.setFailing(false)
  })

  it('reports a refused token as a failure', async () => {
    process.env.INSTAGRAM_ACCESS_TOKEN = 'wrong-token'
    expect((await call()).status).toBe(502)
    process.env.INSTAGRAM_ACCESS_TOKEN = STAND_IN_TOKEN
  })
})
