import type { Payload } from 'payload'
import { slugify } from 'payload/shared'
import { revalidatePaths, revalidateTags } from '@/utilities/revalidate'
import { CACHE_TAGS } from '@/content/cacheTags'
import { VIDEO_LIBRARY_PATH } from '@/content/paths'
import { createYouTubeDataApiSource } from './dataApiClient'
import type { ChannelContent, VideoSource } from './source'

export type SyncResult = {
  playlists: { created: number; updated: number; removed: number }
  videos: { created: number; updated: number; removed: number }
}

export type YouTubeSyncConfig = { apiKey: string; channelId: string; baseUrl?: string }

/**
 * The sync runs only with an API key (YOUTUBE_API_KEY, a secret, so environment only) and a
 * channel id (YOUTUBE_CHANNEL_ID, or the Video Library Settings). Otherwise the collections
 * edited in the admin are the library's only source.
 */
export async function youTubeSyncConfig(payload: Payload): Promise<YouTubeSyncConfig | null> {
  const apiKey = process.env.YOUTUBE_API_KEY?.trim()
  if (!apiKey) return null
  let channelId = process.env.YOUTUBE_CHANNEL_ID?.trim()
  if (!channelId) {
    const settings = await payload.findGlobal({ slug: 'video-settings', depth: 0, overrideAccess: true })
    channelId = settings.channelId?.trim() || undefined
  }
  if (!channelId) return null
  return { apiKey, channelId, baseUrl: process.env.YOUTUBE_API_BASE_URL?.trim() || undefined }
}

const writeOptions = { overrideAccess: true, context: { disableRevalidate: true } } as const

/**
 * Copies a channel's playlists and videos into the collections. Everything is fetched before
 * anything is written, so a failing API (quota, network, bad key) leaves the last good data
 * in place. Only entries the sync made are updated or removed; staff-made ones are kept.
 */
export async function applyChannelContent(payload: Payload, content: ChannelContent): Promise<SyncResult> {
  const result: SyncResult = {
    playlists: { created: 0, updated: 0, removed: 0 },
    videos: { created: 0, updated: 0, removed: 0 },
  }

  const existingPlaylists = await payload.find({
    collection: 'playlists',
    where: { youtubePlaylistId: { exists: true } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const playlistIds = new Map<string, number>()
  const usedSlugs = new Set(
    (await payload.find({ collection: 'playlists', pagination: false, depth: 0, overrideAccess: true, select: { slug: true } })).docs.map(
      (d) => d.slug,
    ),
  )
  // A readable address (?playlist=living-well); a second playlist of the same name gets its id appended.
  const freeSlug = (title: string, playlistId: string) => {
    const base = slugify(title) || 'playlist'
    const slug = usedSlugs.has(base) ? `${base}-${playlistId.slice(-6).toLowerCase()}` : base
    usedSlugs.add(slug)
    return slug
  }
  for (const doc of existingPlaylists.docs) if (doc.youtubePlaylistId) playlistIds.set(doc.youtubePlaylistId, doc.id)

  for (const [index, playlist] of content.playlists.entries()) {
    const id = playlistIds.get(playlist.playlistId)
    if (id) {
      await payload.update({ collection: 'playlists', id, data: { title: playlist.title, order: index }, ...writeOptions })
      result.playlists.updated++
    } else {
      const doc = await payload.create({
        collection: 'playlists',
        data: { title: playlist.title, slug: freeSlug(playlist.title, playlist.playlistId), order: index, youtubePlaylistId: playlist.playlistId },
        ...writeOptions,
      })
      playlistIds.set(playlist.playlistId, doc.id)
      result.playlists.created++
    }
  }
  const keptPlaylists = new Set(content.playlists.map((p) => p.playlistId))
  for (const doc of existingPlaylists.docs) {
    if (doc.youtubePlaylistId && !keptPlaylists.has(doc.youtubePlaylistId)) {
      await payload.delete({ collection: 'playlists', id: doc.id, ...writeOptions })
      result.playlists.removed++
    }
  }

  const playlistsOf = new Map<string, number[]>()
  for (const [playlistId, videoIds] of Object.entries(content.membership)) {
    const docId = playlistIds.get(playlistId)
    if (!docId) continue
    for (const videoId of videoIds) playlistsOf.set(videoId, [...(playlistsOf.get(videoId) ?? []), docId])
  }

  const existingVideos = await payload.find({
    collection: 'library-videos',
    pagination: false,
    depth: 0,
    draft: true,
    overrideAccess: true,
    select: { videoId: true, source: true },
  })
  const videoDocs = new Map(existingVideos.docs.map((doc) => [doc.videoId, doc]))

  for (const video of content.videos) {
    const data = {
      title: video.title,
      description: video.description,
      publishedAt: video.publishedAt,
      youtubeThumbnailUrl: video.thumbnail?.url ?? null,
      playlists: playlistsOf.get(video.videoId) ?? [],
      _status: 'published' as const,
    }
    const existing = videoDocs.get(video.videoId)
    if (existing) {
      // A video staff added by hand keeps their text; it only gains the channel's playlists.
      const update = existing.source === 'youtube' ? data : { playlists: data.playlists }
      await payload.update({ collection: 'library-videos', id: existing.id, data: update, ...writeOptions })
      result.videos.updated++
    } else {
      await payload.create({ collection: 'library-videos', data: { ...data, videoId: video.videoId, source: 'youtube' }, ...writeOptions })
      result.videos.created++
    }
  }
  const keptVideos = new Set(content.videos.map((v) => v.videoId))
  for (const doc of existingVideos.docs) {
    if (doc.source === 'youtube' && !keptVideos.has(doc.videoId)) {
      await payload.delete({ collection: 'library-videos', id: doc.id, ...writeOptions })
      result.videos.removed++
    }
  }
  return result
}

/** Records the outcome on the Video Library Settings, for staff to see in the admin. */
async function recordOutcome(payload: Payload, ok: boolean, message: string): Promise<void> {
  await payload.updateGlobal({
    slug: 'video-settings',
    data: { lastSync: { at: new Date().toISOString(), ok, message: message.slice(0, 500) } },
    ...writeOptions,
  })
}

export type SyncOutcome = { status: 'skipped' } | { status: 'ok'; result: SyncResult }

/**
 * One sync run: nothing when unconfigured; otherwise fetch, write, record, and clear the
 * library's cache. An API error is recorded and thrown (the job fails and is retried); the
 * stored videos stay as they were.
 */
export async function syncYouTube(
  payload: Payload,
  options: { source?: VideoSource; config?: YouTubeSyncConfig | null } = {},
): Promise<SyncOutcome> {
  const config = options.config === undefined ? await youTubeSyncConfig(payload) : options.config
  if (!config) return { status: 'skipped' }
  const source = options.source ?? createYouTubeDataApiSource({ apiKey: config.apiKey, baseUrl: config.baseUrl })
  let content: ChannelContent
  try {
    content = await source.fetchChannel(config.channelId)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await recordOutcome(payload, false, message)
    payload.logger.error(`YouTube sync failed, keeping the stored videos: ${message}`)
    throw error
  }
  const result = await applyChannelContent(payload, content)
  await recordOutcome(
    payload,
    true,
    `${content.playlists.length} playlists and ${content.videos.length} videos from the channel.`,
  )
  revalidateTags(CACHE_TAGS.videos)
  revalidatePaths(VIDEO_LIBRARY_PATH)
  return { status: 'ok', result }
}
