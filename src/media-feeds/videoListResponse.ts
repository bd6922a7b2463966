import type { VideoLibraryData } from './videoLibrary'

export type VideoListResponse = {
  playlists: Array<{ id: string; title: string }>
  videos: Array<{
    id: string
    title: string
    videoId: string
    description: string
    videoPublishedAt: string | null
    thumbnails: { medium: { url: string; width: number; height: number } }
    playlists: Array<{ id: string; title: string }>
  }>
}

/**
 * The JSON of GET /api/videos. Field names follow the spec's video entity (videoId,
 * thumbnails.medium.url, videoPublishedAt); each video carries its playlists by id and title.
 */
export function videoListResponse(data: VideoLibraryData): VideoListResponse {
  const titles = new Map(data.playlists.map((p) => [p.id, p.title]))
  return {
    playlists: data.playlists.map((p) => ({ id: p.id, title: p.title })),
    videos: data.videos.map((v) => ({
      id: v.id,
      title: v.title,
      videoId: v.videoId,
      description: v.description,
      videoPublishedAt: v.publishedAt,
      thumbnails: { medium: v.thumbnail },
      playlists: v.playlistIds.filter((id) => titles.has(id)).map((id) => ({ id, title: titles.get(id)! })),
    })),
  }
}
