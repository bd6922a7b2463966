/**
 * A local stand-in for the YouTube Data API v3: answers channels, playlists and playlistItems
 * in the API's JSON shapes (items, nextPageToken paging, snippet/contentDetails/status, and
 * { error: { code, message, errors: [{ reason }] } } on failure), from a channel held in memory.
 *
 *   const api = await startYouTubeStandIn(channel, { apiKey: 'k', pageSize: 2 })
 *   createYouTubeDataApiSource({ apiKey: 'k', baseUrl: api.baseUrl })
 *   api.failWith('quotaExceeded')   // every request now answers 403
 *   await api.close()
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type StandInVideo = {
  id: string
  title: string
  description?: string
  publishedAt: string
  privacyStatus?: 'public' | 'private'
}
export type StandInPlaylist = { id: string; title: string; videoIds: string[] }
export type StandInChannel = {
  channelId: string
  uploadsPlaylistId: string
  videos: StandInVideo[]
  playlists: StandInPlaylist[]
}

export type YouTubeStandIn = {
  baseUrl: string
  /** Path and query of every request received (the key masked). */
  requests: string[]
  setChannel: (channel: StandInChannel) => void
  /** Answer every request with this API error reason (null: answer normally again). */
  failWith: (reason: 'quotaExceeded' | 'backendError' | null) => void
  close: () => Promise<void>
}

const thumbnails = (id: string) => ({
  default: { url: `https://i.ytimg.com/vi/${id}/default.jpg`, width: 120, height: 90 },
  medium: { url: `https://i.ytimg.com/vi/${id}/mqdefault.jpg`, width: 320, height: 180 },
  high: { url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, width: 480, height: 360 },
})

export async function startYouTubeStandIn(
  initial: StandInChannel,
  { apiKey = 'test-key', pageSize = 50 }: { apiKey?: string; pageSize?: number } = {},
): Promise<YouTubeStandIn> {
  let channel = initial
  let failure: 'quotaExceeded' | 'backendError' | null = null
  const requests: string[] = []

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' })
    res.end(JSON.stringify(body))
  }
  const apiError = (res: http.ServerResponse, code: number, reason: string, message: string) =>
    send(res, code, { error: { code, message, errors: [{ message, domain: 'youtube.quota', reason }] } })

  /** One page of a list, with YouTube's opaque page tokens (here: the offset). */
  const paged = (res: http.ServerResponse, kind: string, items: unknown[], url: URL) => {
    const size = Math.min(Number(url.searchParams.get('maxResults') ?? 5), pageSize)
    const start = Number(url.searchParams.get('pageToken') ?? 0)
    const page = items.slice(start, start + size)
    const next = start + size < items.length ? String(start + size) : undefined
    send(res, 200, {
      kind: `youtube#${kind}ListResponse`,
      etag: 'stand-in',
      ...(next ? { nextPageToken: next } : {}),
      pageInfo: { totalResults: items.length, resultsPerPage: size },
      items: page,
    })
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const masked = new URL(url)
    if (masked.searchParams.has('key')) masked.searchParams.set('key', '***')
    requests.push(`${masked.pathname}${masked.search}`)

    if (failure === 'quotaExceeded') {
      return apiError(res, 403, 'quotaExceeded', 'The request cannot be completed because you have exceeded your quota.')
    }
    if (failure === 'backendError') return apiError(res, 503, 'backendError', 'Backend Error')
    if (url.searchParams.get('key') !== apiKey) {
      return apiError(res, 400, 'keyInvalid', 'API key not valid. Please pass a valid API key.')
    }

    const resource = url.pathname.replace(/^\/youtube\/v3\//, '')
    if (resource === 'channels') {
      const items =
        url.searchParams.get('id') === channel.channelId
          ? [{ kind: 'youtube#channel', id: channel.channelId, contentDetails: { relatedPlaylists: { likes: '', uploads: channel.uploadsPlaylistId } } }]
          : []
      return paged(res, 'channel', items, url)
    }
    if (resource === 'playlists') {
      if (url.searchParams.get('channelId') !== channel.channelId) return paged(res, 'playlist', [], url)
      const items = channel.playlists.map((p) => ({
        kind: 'youtube#playlist',
        id: p.id,
        snippet: { channelId: channel.channelId, title: p.title, description: '', publishedAt: '2020-01-01T00:00:00Z', thumbnails: thumbnails(p.videoIds[0] ?? 'none') },
      }))
      return paged(res, 'playlist', items, url)
    }
    if (resource === 'playlistItems') {
      const playlistId = url.searchParams.get('playlistId')
      const ids =
        playlistId === channel.uploadsPlaylistId
          ? channel.videos.map((v) => v.id)
          : channel.playlists.find((p) => p.id === playlistId)?.videoIds
      if (!ids) return apiError(res, 404, 'playlistNotFound', 'The playlist identified with the request\'s playlistId parameter cannot be found.')
      const items = ids.map((id, position) => {
        const video = channel.videos.find((v) => v.id === id)!
        const isPrivate = video.privacyStatus === 'private'
        return {
          kind: 'youtube#playlistItem',
          id: `${playlistId}.${id}`,
          snippet: {
            publishedAt: '2024-06-01T00:00:00Z',
            channelId: channel.channelId,
            title: isPrivate ? 'Private video' : video.title,
            description: isPrivate ? 'This video is private.' : (video.description ?? ''),
            thumbnails: isPrivate ? {} : thumbnails(id),
            playlistId,
            position,
            resourceId: { kind: 'youtube#video', videoId: id },
          },
          contentDetails: { videoId: id, ...(isPrivate ? {} : { videoPublishedAt: video.publishedAt }) },
          status: { privacyStatus: video.privacyStatus ?? 'public' },
        }
      })
      return paged(res, 'playlistItem', items, url)
    }
    return apiError(res, 404, 'notFound', 'Not Found')
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/youtube/v3`,
    requests,
    setChannel: (next) => {
      channel = next
    },
    failWith: (reason) => {
      failure = reason
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
