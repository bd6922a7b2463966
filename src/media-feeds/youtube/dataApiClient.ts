import { VideoSourceError, type ChannelContent, type RemoteThumbnail, type RemoteVideo, type VideoSource } from './source'

/**
 * A YouTube Data API v3 client (API key access, public data only): the channel's uploads
 * playlist, its playlists, and each playlist's items. Quota: 1 unit per page of 50.
 */

export const YOUTUBE_API_BASE = 'https://www.googleapis.com/youtube/v3'
/** Guards against a runaway channel: at most this many pages of 50 per list. */
const MAX_PAGES = 20

type Thumbnails = Partial<Record<'default' | 'medium' | 'high' | 'standard' | 'maxres', RemoteThumbnail>>
type Page<T> = { items?: T[]; nextPageToken?: string }
type ApiError = { error?: { code?: number; message?: string; errors?: Array<{ reason?: string }> } }

type ChannelItem = { id: string; contentDetails?: { relatedPlaylists?: { uploads?: string } } }
type PlaylistItem = { id: string; snippet?: { title?: string } }
type PlaylistItemItem = {
  snippet?: {
    title?: string
    description?: string
    publishedAt?: string
    thumbnails?: Thumbnails
    resourceId?: { kind?: string; videoId?: string }
  }
  contentDetails?: { videoId?: string; videoPublishedAt?: string }
  status?: { privacyStatus?: string }
}

export type DataApiOptions = {
  apiKey: string
  /** Another address speaking the same API (the tests' stand-in). */
  baseUrl?: string
  fetch?: typeof fetch
  timeoutMs?: number
}

export function createYouTubeDataApiSource({
  apiKey,
  baseUrl = YOUTUBE_API_BASE,
  fetch: fetchImpl = fetch,
  timeoutMs = 15_000,
}: DataApiOptions): VideoSource {
  async function get<T>(resource: string, params: Record<string, string>): Promise<Page<T>> {
    const url = new URL(`${baseUrl.replace(/\/$/, '')}/${resource}`)
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
    url.searchParams.set('key', apiKey)
    let response: Response
    try {
      response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      throw new VideoSourceError(`YouTube ${resource}: ${error instanceof Error ? error.message : String(error)}`)
    }
    const body = (await response.json().catch(() => null)) as (Page<T> & ApiError) | null
    if (!response.ok || !body || body.error) {
      const reason = body?.error?.errors?.[0]?.reason
      const message = body?.error?.message ?? `HTTP ${response.status}`
      throw new VideoSourceError(`YouTube ${resource}: ${message}`, response.status, reason)
    }
    return body
  }

  async function all<T>(resource: string, params: Record<string, string>): Promise<T[]> {
    const items: T[] = []
    let pageToken: string | undefined
    for (let page = 0; page < MAX_PAGES; page++) {
      const body = await get<T>(resource, { ...params, maxResults: '50', ...(pageToken ? { pageToken } : {}) })
      items.push(...(body.items ?? []))
      pageToken = body.nextPageToken
      if (!pageToken) break
    }
    return items
  }

  async function playlistVideos(playlistId: string): Promise<RemoteVideo[]> {
    const items = await all<PlaylistItemItem>('playlistItems', { part: 'snippet,contentDetails,status', playlistId })
    const videos: RemoteVideo[] = []
    for (const item of items) {
      const videoId = item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId
      // Private and deleted videos stay in playlists as placeholders without a usable video.
      if (!videoId || (item.status?.privacyStatus && item.status.privacyStatus !== 'public')) continue
      const thumbs = item.snippet?.thumbnails ?? {}
      videos.push({
        videoId,
        title: item.snippet?.title?.trim() || 'Untitled video',
        description: item.snippet?.description?.trim() ?? '',
        publishedAt: item.contentDetails?.videoPublishedAt ?? item.snippet?.publishedAt ?? null,
        thumbnail: thumbs.medium ?? thumbs.high ?? thumbs.default ?? null,
      })
    }
    return videos
  }

  return {
    async fetchChannel(channelId: string): Promise<ChannelContent> {
      const channels = await all<ChannelItem>('channels', { part: 'contentDetails', id: channelId })
      const uploads = channels[0]?.contentDetails?.relatedPlaylists?.uploads
      if (!uploads) throw new VideoSourceError(`YouTube channels: no channel ${channelId}`, 404, 'channelNotFound')

      const playlistItems = await all<PlaylistItem>('playlists', { part: 'snippet', channelId })
      const playlists = playlistItems.map((p) => ({ playlistId: p.id, title: p.snippet?.title?.trim() || 'Untitled playlist' }))

      const byId = new Map<string, RemoteVideo>()
      for (const video of await playlistVideos(uploads)) byId.set(video.videoId, video)
      const membership: Record<string, string[]> = {}
      for (const playlist of playlists) {
        const videos = await playlistVideos(playlist.playlistId)
        membership[playlist.playlistId] = videos.map((v) => v.videoId)
        for (const video of videos) if (!byId.has(video.videoId)) byId.set(video.videoId, video)
      }
      return { playlists, videos: [...byId.values()], membership }
    },
  }
}
