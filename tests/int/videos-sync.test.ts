/**
 * The YouTube sync against a local stand-in of the Data API: import, update, removal, staff
 * videos left alone, an API error keeping the last good data, and the shape of the list
 * GET /api/videos answers.
 * Databases: SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createYouTubeDataApiSource } from '@/media-feeds/youtube/dataApiClient'
import { syncYouTube, youTubeSyncConfig } from '@/media-feeds/youtube/sync'
import { queryVideoLibrary } from '@/media-feeds/queryVideoLibrary'
import { videoListResponse } from '@/media-feeds/videoListResponse'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { startYouTubeStandIn, type StandInChannel, type YouTubeStandIn } from '../helpers/youtubeStandIn'

const API_KEY = 'stand-in-key'
const channel: StandInChannel = {
  channelId: 'UCstandinchannel000000001',
  uploadsPlaylistId: 'UUstandinchannel000000001',
  videos: [
    { id: 'aaaaaaaaaa1', title: 'Talking with your doctor', description: 'Questions to bring.', publishedAt: '2024-01-05T15:00:00Z' },
    { id: 'aaaaaaaaaa2', title: 'Life after treatment', publishedAt: '2023-06-10T15:00:00Z' },
    { id: 'aaaaaaaaaa3', title: 'Staying active', publishedAt: '2022-03-01T15:00:00Z' },
    { id: 'aaaaaaaaaa4', title: 'A private draft', publishedAt: '2022-03-02T15:00:00Z', privacyStatus: 'private' },
  ],
  playlists: [
    { id: 'PLstandinplaylist0001', title: 'Diagnosis', videoIds: ['aaaaaaaaaa1', 'aaaaaaaaaa4'] },
    { id: 'PLstandinplaylist0002', title: 'Living well', videoIds: ['aaaaaaaaaa2', 'aaaaaaaaaa3', 'aaaaaaaaaa1'] },
  ],
}

let ctx: TestPayload
let api: YouTubeStandIn
const config = () => ({ apiKey: API_KEY, channelId: channel.channelId, baseUrl: api.baseUrl })

beforeAll(async () => {
  ctx = await startTestPayload()
  // Page size 2 makes every list span several pages.
  api = await startYouTubeStandIn(channel, { apiKey: API_KEY, pageSize: 2 })
})

afterAll(async () => {
  await api?.close()
  await ctx?.stop()
})

describe('YouTube sync', () => {
  it('does nothing without an API key and a channel', async () => {
    delete process.env.YOUTUBE_API_KEY
    expect(await youTubeSyncConfig(ctx.payload)).toBeNull()
    expect(await syncYouTube(ctx.payload)).toEqual({ status: 'skipped' })
    process.env.YOUTUBE_API_KEY = API_KEY
    expect(await youTubeSyncConfig(ctx.payload)).toBeNull() // still no channel id
    process.env.YOUTUBE_CHANNEL_ID = channel.channelId
    expect(await youTubeSyncConfig(ctx.payload)).toMatchObject({ apiKey: API_KEY, channelId: channel.channelId })
    delete process.env.YOUTUBE_API_KEY
    delete process.env.YOUTUBE_CHANNEL_ID
  })

  it('reads every page of the stand-in through the Data API client', async () => {
    const content = await createYouTubeDataApiSource({ apiKey: API_KEY, baseUrl: api.baseUrl }).fetchChannel(channel.channelId)
    expect(content.playlists.map((p) => p.title)).toEqual(['Diagnosis', 'Living well'])
    // The private video is skipped.
    expect(content.videos.map((v) => v.videoId).sort()).toEqual(['aaaaaaaaaa1', 'aaaaaaaaaa2', 'aaaaaaaaaa3'])
    expect(content.membership['PLstandinplaylist0002']).toEqual(['aaaaaaaaaa2', 'aaaaaaaaaa3', 'aaaaaaaaaa1'])
    expect(content.videos.find((v) => v.videoId === 'aaaaaaaaaa1')?.thumbnail?.url).toMatch(/mqdefault\.jpg$/)
    expect(api.requests.some((r) => r.includes('pageToken=2'))).toBe(true)
    expect(api.requests.every((r) => r.includes('key=***'))).toBe(true)
  })

  it('imports playlists and videos, and staff videos keep their text', async () => {
    const staff = await ctx.payload.create({
      collection: 'library-videos',
      data: { title: 'Our own interview', videoId: 'https://youtu.be/aaaaaaaaaa3', description: 'Kept.', source: 'admin', _status: 'published' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(staff.videoId).toBe('aaaaaaaaaa3')
    expect(staff.source).toBe('admin')

    const outcome = await syncYouTube(ctx.payload, { config: config() })
    expect(outcome).toEqual({
      status: 'ok',
      result: { playlists: { created: 2, updated: 0, removed: 0 }, videos: { created: 2, updated: 1, removed: 0 } },
    })

    const library = await queryVideoLibrary(ctx.payload)
    expect(library.playlists).toEqual([
      { id: 'diagnosis', title: 'Diagnosis' },
      { id: 'living-well', title: 'Living well' },
    ])
    expect(library.videos.map((v) => v.title)).toEqual(['Talking with your doctor', 'Life after treatment', 'Our own interview'])
    const first = library.videos[0]!
    expect(first.publishedLabel).toBe('Jan 5, 2024')
    expect(first.playlistIds).toEqual(['diagnosis', 'living-well'])
    expect(first.thumbnail.url).toBe('https://i.ytimg.com/vi/aaaaaaaaaa1/mqdefault.jpg')
    expect(library.videos[2]!.description).toBe('Kept.')
    expect(library.videos[2]!.playlistIds).toEqual(['living-well'])

    const settings = await ctx.payload.findGlobal({ slug: 'video-settings' })
    expect(settings.lastSync?.ok).toBe(true)
  })

  it('keeps the last good data when the API fails', async () => {
    api.failWith('quotaExceeded')
    await expect(syncYouTube(ctx.payload, { config: config() })).rejects.toThrow(/exceeded your quota/)
    api.failWith(null)
    const library = await queryVideoLibrary(ctx.payload)
    expect(library.videos).toHaveLength(3)
    expect(library.playlists).toHaveLength(2)
    const settings = await ctx.payload.findGlobal({ slug: 'video-settings' })
    expect(settings.lastSync?.ok).toBe(false)
    expect(settings.lastSync?.message).toMatch(/quota/)
  })

  it('rejects a wrong key without touching the data', async () => {
    await expect(syncYouTube(ctx.payload, { config: { ...config(), apiKey: 'wrong' } })).rejects.toThrow(/API key not valid/)
    expect((await queryVideoLibrary(ctx.payload)).videos).toHaveLength(3)
  })

  it('updates titles and removes what left the channel, but never staff videos', async () => {
    api.setChannel({
      ...channel,
      videos: [{ ...channel.videos[0]!, title: 'Talking with your care team' }, channel.videos[2]!],
      playlists: [{ id: 'PLstandinplaylist0001', title: 'Diagnosis and tests', videoIds: ['aaaaaaaaaa1'] }],
    })
    const outcome = await syncYouTube(ctx.payload, { config: config() })
    expect(outcome.status === 'ok' && outcome.result).toEqual({
      playlists: { created: 0, updated: 1, removed: 1 },
      videos: { created: 0, updated: 2, removed: 1 },
    })
    const library = await queryVideoLibrary(ctx.payload)
    expect(library.videos.map((v) => v.title)).toEqual(['Talking with your care team', 'Our own interview'])
    expect(library.playlists).toEqual([{ id: 'diagnosis', title: 'Diagnosis and tests' }])
  })
})

describe('GET /api/videos body', () => {
  it('lists videos with their playlists in the spec’s field names', async () => {
    const body = videoListResponse(await queryVideoLibrary(ctx.payload))
    expect(body.playlists).toEqual([{ id: 'diagnosis', title: 'Diagnosis and tests' }])
    expect(body.videos[0]).toEqual({
      id: expect.any(String),
      title: 'Talking with your care team',
      videoId: 'aaaaaaaaaa1',
      description: 'Questions to bring.',
      videoPublishedAt: '2024-01-05T15:00:00.000Z',
      thumbnails: { medium: { url: 'https://i.ytimg.com/vi/aaaaaaaaaa1/mqdefault.jpg', width: 320, height: 180 } },
      playlists: [{ id: 'diagnosis', title: 'Diagnosis and tests' }],
    })
    expect(body.videos[1]!.playlists).toEqual([])
  })

  it('leaves drafts out', async () => {
    await ctx.payload.create({
      collection: 'library-videos',
      data: { title: 'Not ready yet', videoId: 'bbbbbbbbbb1', source: 'admin', _status: 'draft' },
      overrideAccess: true,
      draft: true,
      context: { disableRevalidate: true },
    })
    const body = videoListResponse(await queryVideoLibrary(ctx.payload))
    expect(body.videos.map((v) => v.title)).not.toContain('Not ready yet')
  })
})

describe('the syncYouTube job', () => {
  it('runs from the Payload job queue with the environment’s key and channel', async () => {
    api.setChannel(channel)
    process.env.YOUTUBE_API_KEY = API_KEY
    process.env.YOUTUBE_CHANNEL_ID = channel.channelId
    process.env.YOUTUBE_API_BASE_URL = api.baseUrl
    try {
      const job = await ctx.payload.jobs.queue({ task: 'syncYouTube', queue: 'youtube', input: {} })
      const run = await ctx.payload.jobs.run({ queue: 'youtube' })
      expect(run.jobStatus?.[job.id]?.status, JSON.stringify(run)).toBe('success')
      const library = await queryVideoLibrary(ctx.payload)
      expect(library.playlists.map((p) => p.title)).toEqual(['Diagnosis', 'Living well'])
      expect(library.videos.map((v) => v.title)).toContain('Life after treatment')
    } finally {
      delete process.env.YOUTUBE_API_KEY
      delete process.env.YOUTUBE_CHANNEL_ID
      delete process.env.YOUTUBE_API_BASE_URL
    }
  })
})
