import type { Payload } from 'payload'
import type { Playlist, Video, VideoThumbnail } from '@/payload-types'
import { isYouTubeId } from '@/utilities/youtube'
import { formatPublishedDate, sortVideos, type LibraryPlaylist, type LibraryThumbnail, type LibraryVideo, type VideoLibraryData } from './videoLibrary'

/** YouTube's medium still (320×180), used only for a video with neither our own picture nor a synced one. */
export const youTubeMediumThumbnail = (videoId: string) => `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`

/** The card picture: our own upload (its 640 px "card" size, else the original), then YouTube's. */
function thumbnailOf(video: Video): LibraryThumbnail {
  const media = video.thumbnail && typeof video.thumbnail === 'object' ? (video.thumbnail as VideoThumbnail) : null
  const card = media?.sizes?.card
  if (card?.url) return { url: card.url, width: card.width ?? 640, height: card.height ?? 360 }
  if (media?.url) return { url: media.url, width: media.width ?? 640, height: media.height ?? 360 }
  return { url: video.youtubeThumbnailUrl || youTubeMediumThumbnail(video.videoId), width: 320, height: 180 }
}

const playlistKey = (playlist: Playlist) => playlist.slug || String(playlist.id)

/**
 * The library as the page and GET /api/videos show it: published videos (newest first) with
 * their playlists, and the playlists in their set order. Playlists without a published
 * video are left out of the dropdown.
 */
export async function loadVideoLibrary(payload: Payload): Promise<VideoLibraryData> {
  const [playlistResult, videoResult] = await Promise.all([
    payload.find({ collection: 'playlists', pagination: false, depth: 0, sort: ['order', 'title'], overrideAccess: false }),
    payload.find({
      collection: 'library-videos',
      pagination: false,
      depth: 1,
      where: { _status: { equals: 'published' } },
      overrideAccess: false,
      populate: { playlists: { slug: true } },
    }),
  ])
  const keyById = new Map(playlistResult.docs.map((p) => [p.id, playlistKey(p)]))

  const videos: LibraryVideo[] = videoResult.docs
    .filter((video) => isYouTubeId(video.videoId))
    .map((video) => ({
      id: String(video.id),
      title: video.title,
      videoId: video.videoId,
      description: video.description ?? '',
      publishedAt: video.publishedAt ?? null,
      publishedLabel: formatPublishedDate(video.publishedAt),
      thumbnail: thumbnailOf(video),
      playlistIds: (video.playlists ?? [])
        .map((p) => keyById.get(typeof p === 'object' ? p.id : p))
        .filter((key): key is string => !!key),
    }))
  const used = new Set(videos.flatMap((v) => v.playlistIds))
  const playlists: LibraryPlaylist[] = playlistResult.docs
    .map((p) => ({ id: playlistKey(p), title: p.title }))
    .filter((p) => used.has(p.id))
  return { playlists, videos: sortVideos(videos) }
}
