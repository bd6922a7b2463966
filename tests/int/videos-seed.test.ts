/**
 * The demo video library: 3 playlists, 12 videos with local stills, created once.
 * Databases: SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload

beforeAll(async () => {
  ctx = await startTestPayload()
})
afterAll(async () => {
  await ctx?.stop()
})

describe('video seed', () => {
  it('creates playlists, videos and local stills once, and the library shows no YouTube image', async () => {
    const { seedVideos, demoVideoCount, demoPlaylistTitles } = await import('@/seed/videos')
    const { queryVideoLibrary } = await import('@/media-feeds/queryVideoLibrary')
    await seedVideos(ctx.payload, () => {})
    const count = async () => ({
      videos: (await ctx.payload.count({ collection: 'library-videos', overrideAccess: true })).totalDocs,
      playlists: (await ctx.payload.count({ collection: 'playlists', overrideAccess: true })).totalDocs,
      stills: (await ctx.payload.count({ collection: 'video-thumbnails', overrideAccess: true })).totalDocs,
    })
    const first = await count()
    expect(first).toEqual({ videos: 12, playlists: 3, stills: 12 })
    expect(demoVideoCount).toBe(12)

    await seedVideos(ctx.payload, () => {})
    expect(await count()).toEqual(first)

    const library = await queryVideoLibrary(ctx.payload)
    expect(library.playlists.map((p) => p.title)).toEqual(demoPlaylistTitles)
    expect(library.videos).toHaveLength(12)
    for (const video of library.videos) {
      expect(video.thumbnail.url).toMatch(/^\/api\/video-thumbnails\/file\//)
      expect(video.publishedLabel).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    }
    const settings = await ctx.payload.findGlobal({ slug: 'video-settings' })
    expect(settings.subscribeUrl).toMatch(/^https:\/\//)
  })
})
