import { describe, expect, it } from 'vitest'
import { createCachedSource } from '@/media-feeds/instagram/cachedSource'
import { toIgPost } from '@/media-feeds/instagram/graphSource'
import type { IgPage, InstagramSource } from '@/media-feeds/instagram/types'

const page = (n: number): IgPage => ({ data: [{ id: String(n), media_type: 'IMAGE', media_url: `/m/${n}.jpg`, timestamp: '2026-01-01T00:00:00+0000' }], next_page_url: null })

function flaky() {
  let calls = 0
  let failing = false
  const source: InstagramSource = {
    name: 'flaky',
    page: async () => {
      calls++
      if (failing) throw new Error('down')
      return page(calls)
    },
  }
  return { source, calls: () => calls, fail: (f: boolean) => (failing = f) }
}

describe('the cached Instagram source', () => {
  it('answers from its cache within the time limit, and asks again after it', async () => {
    const f = flaky()
    let clock = 0
    const cached = createCachedSource(f.source, { ttlMs: 1000, now: () => clock })
    expect((await cached.page(null)).data[0]!.id).toBe('1')
    expect((await cached.page(null)).data[0]!.id).toBe('1')
    expect(f.calls()).toBe(1)
    clock = 1500
    expect((await cached.page(null)).data[0]!.id).toBe('2')
  })
  it('serves the last good page when the source fails, and fails when it has none', async () => {
    const f = flaky()
    let clock = 0
    const cached = createCachedSource(f.source, { ttlMs: 1000, now: () => clock })
    await cached.page(null)
    f.fail(true)
    clock = 5000
    expect((await cached.page(null)).data[0]!.id).toBe('1')
    await expect(cached.page('other')).rejects.toThrow('down')
  })
})

describe('Graph API media objects', () => {
  it('keeps numeric ids with a picture, and carousel children', () => {
    expect(
      toIgPost({ id: '123', media_type: 'CAROUSEL_ALBUM', media_url: 'https://cdn.example.org/a.jpg', timestamp: 't', children: { data: [{ id: '1231', media_type: 'IMAGE', media_url: 'https://cdn.example.org/b.jpg' }] } }),
    ).toMatchObject({ id: '123', media_type: 'CAROUSEL_ALBUM', children: { data: [{ id: '1231' }] } })
    expect(toIgPost({ id: 'abc', media_url: 'x' })).toBeNull()
    expect(toIgPost({ id: '1' })).toBeNull()
    // A video shows its thumbnail when media_url is missing; an unknown type is read as a picture.
    expect(toIgPost({ id: '2', media_type: 'REEL', thumbnail_url: 'https://cdn.example.org/t.jpg' })).toMatchObject({ media_type: 'IMAGE', media_url: 'https://cdn.example.org/t.jpg' })
  })
})
