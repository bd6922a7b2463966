/**
 * The page cache's handler (src/instances/cacheHandler.mjs) to Next.js's cacheHandler interface:
 * what it keeps, and what an invalidation removes. Here as during a build (NEXT_PHASE), so it
 * opens no database; the sharing between instances is tested in tests/e2e/instances.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest'

type Handler = {
  get: (key: string, ctx?: Record<string, unknown>) => Promise<{ value: unknown; lastModified: number } | null>
  set: (key: string, data: unknown, ctx?: Record<string, unknown>) => Promise<void>
  revalidateTag: (tags: string | string[], durations?: { expire?: number }) => Promise<void>
}
let cache: Handler

beforeAll(async () => {
  process.env.NEXT_PHASE = 'phase-production-build'
  const { default: SharedInvalidationCache } = (await import('@/instances/cacheHandler.mjs')) as unknown as { default: new () => Handler }
  cache = new SharedInvalidationCache()
})

const page = (html: string, tags: string) => ({ kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': tags }, status: 200 })

describe('cache handler', () => {
  it('keeps a page and gives it back', async () => {
    await cache.set('/kept', page('<p>kept</p>', '_N_T_/layout,_N_T_/kept,pages'), { tags: [] })
    expect((await cache.get('/kept'))?.value).toMatchObject({ html: '<p>kept</p>' })
    expect(await cache.get('/never-set')).toBeNull()
  })

  it('drops a page when one of its tags is revalidated, with or without a profile, and keeps the others', async () => {
    await cache.set('/a', page('a', '_N_T_/a,pages'), {})
    await cache.set('/b', page('b', '_N_T_/b,events'), {})
    await cache.revalidateTag(['pages'], { expire: 31536000 })
    expect(await cache.get('/a')).toBeNull()
    expect(await cache.get('/b')).not.toBeNull()
    await cache.revalidateTag('_N_T_/b')
    expect(await cache.get('/b')).toBeNull()
  })

  it("expires a data entry by its own tags and by the page's implicit tags", async () => {
    await cache.set('data-1', { kind: 'FETCH', data: { body: 'x' } }, { tags: ['stories'] })
    await cache.revalidateTag('stories')
    expect(await cache.get('data-1', { tags: ['stories'] })).toBeNull()
    await cache.set('data-2', { kind: 'FETCH', data: { body: 'y' } }, { tags: ['globals'] })
    await new Promise((r) => setTimeout(r, 2))
    await cache.revalidateTag('_N_T_/news')
    expect(await cache.get('data-2', { softTags: ['_N_T_/news'] })).toBeNull()
  })
})
