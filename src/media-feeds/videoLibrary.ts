/**
 * The video library's rules, with no React and no Payload client: how stored videos and
 * playlists become the library, and how the page filters it. The page renders the full list on
 * the server and filters it in the browser with these functions, so the first view needs no
 * loading step. The site reads the library through getVideoLibrary (./getVideoLibrary.ts).
 */
import type { Playlist, Video, VideoThumbnail } from '@/payload-types'
import { imageSource } from '@/content/imageSource'
import { formatPickedDayShort } from '@/format/dates'
import { compareText, lowerCase } from '@/format/locale'
import { isYouTubeId } from '@/utilities/youtube'

export type LibraryPlaylist = {
  /** The playlist's own id: YouTube's playlist id when synced, else the CMS id as text. */
  id: string
  title: string
}

export type LibraryThumbnail = { url: string; width: number; height: number }

export type LibraryVideo = {
  id: string
  title: string
  /** The 11-character YouTube id the player loads. */
  videoId: string
  description: string
  /** ISO date-time, or null when unknown. */
  publishedAt: string | null
  /** "Jan 5, 2024", already formatted so server and browser render the same text. */
  publishedLabel: string
  /** The medium still: our own upload when there is one, else YouTube's. */
  thumbnail: LibraryThumbnail
  /** Ids (LibraryPlaylist.id) of the playlists the video is in. */
  playlistIds: string[]
}

export type VideoLibraryData = { playlists: LibraryPlaylist[]; videos: LibraryVideo[] }

/**
 * What the visitor chose. `playlist` is the playlist last picked in the dropdown ('' = All
 * Videos); it is remembered while a search runs, so emptying the search brings it back.
 */
export type LibraryFilter = { playlist: string; search: string }

export const ALL_VIDEOS = ''
export const ALL_VIDEOS_LABEL = 'All Videos'

export const emptyFilter: LibraryFilter = { playlist: ALL_VIDEOS, search: '' }

/** Choosing a playlist shows its videos and clears the search text. */
export function choosePlaylist(_filter: LibraryFilter, playlist: string): LibraryFilter {
  return { playlist, search: '' }
}

/**
 * Typing replaces the search text. The playlist stays remembered (the dropdown shows it
 * cleared while a search is active, see dropdownValue), so emptying the search restores it.
 */
export function typeSearch(filter: LibraryFilter, search: string): LibraryFilter {
  return { playlist: filter.playlist, search }
}

const isSearching = (filter: LibraryFilter) => filter.search.trim() !== ''

/** The dropdown's value: cleared (All Videos) while a search is active. */
export function dropdownValue(filter: LibraryFilter): string {
  return isSearching(filter) ? ALL_VIDEOS : filter.playlist
}

/**
 * A search looks through all videos by case-insensitive containment in the title; without a
 * search, the chosen playlist's videos (or all of them) in their given order.
 */
export function filterVideos(videos: readonly LibraryVideo[], filter: LibraryFilter): LibraryVideo[] {
  if (isSearching(filter)) {
    const needle = lowerCase(filter.search.trim())
    return videos.filter((video) => lowerCase(video.title).includes(needle))
  }
  if (filter.playlist === ALL_VIDEOS) return [...videos]
  return videos.filter((video) => video.playlistIds.includes(filter.playlist))
}

/** "1 Video Found", "0 Videos Found", "12 Videos Found". */
export function countLine(count: number): string {
  return `${count} ${count === 1 ? 'Video' : 'Videos'} Found`
}

/** Newest first; videos without a date last, then by title. */
export function sortVideos(videos: readonly LibraryVideo[]): LibraryVideo[] {
  const time = (v: LibraryVideo) => (v.publishedAt ? Date.parse(v.publishedAt) || 0 : 0)
  return [...videos].sort((a, b) => time(b) - time(a) || compareText(a.title, b.title))
}

/** The filter from the address (?playlist=…&q=…), ignoring a playlist that does not exist. */
export function filterFromParams(
  params: { playlist?: string | string[] | null; q?: string | string[] | null },
  playlists: readonly LibraryPlaylist[],
): LibraryFilter {
  const first = (v: string | string[] | null | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''
  const playlist = first(params.playlist)
  return {
    playlist: playlists.some((p) => p.id === playlist) ? playlist : ALL_VIDEOS,
    search: first(params.q).slice(0, 200),
  }
}

/** The query string for a filter ('' when nothing is chosen), so a filtered view can be shared. */
export function filterToQuery(filter: LibraryFilter): string {
  const params = new URLSearchParams()
  if (filter.playlist) params.set('playlist', filter.playlist)
  if (filter.search) params.set('q', filter.search)
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** YouTube's medium still (320×180), used only for a video with neither our own picture nor a synced one. */
export const youTubeMediumThumbnail = (videoId: string) => `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`

/**
 * The card picture: our own upload (its 640 px "card" size, else the original), then YouTube's.
 * An upload whose size was not recorded is given the card's 16:9 box, which it is cropped to.
 */
function thumbnailOf(video: Video): LibraryThumbnail {
  const own = imageSource<VideoThumbnail>(video.thumbnail, 'card')
  if (own) return { url: own.src, width: own.width ?? 640, height: own.height ?? 360 }
  return { url: video.youtubeThumbnailUrl || youTubeMediumThumbnail(video.videoId), width: 320, height: 180 }
}

/** A playlist's id in the library and the address: its slug, else its CMS id as text. */
const playlistKey = (playlist: Pick<Playlist, 'id' | 'slug'>) => playlist.slug || String(playlist.id)

/**
 * The library from stored documents: videos with a valid YouTube id (newest first) with their
 * playlists, and the playlists in their given order. Playlists without any of these videos
 * are left out of the dropdown.
 */
export function shapeVideoLibrary(playlistDocs: readonly Playlist[], videoDocs: readonly Video[]): VideoLibraryData {
  const keyById = new Map(playlistDocs.map((p) => [p.id, playlistKey(p)]))
  const videos: LibraryVideo[] = videoDocs
    .filter((video) => isYouTubeId(video.videoId))
    .map((video) => ({
      id: String(video.id),
      title: video.title,
      videoId: video.videoId,
      description: video.description ?? '',
      publishedAt: video.publishedAt ?? null,
      publishedLabel: formatPickedDayShort(video.publishedAt),
      thumbnail: thumbnailOf(video),
      playlistIds: (video.playlists ?? [])
        .map((p) => keyById.get(typeof p === 'object' ? p.id : p))
        .filter((key): key is string => !!key),
    }))
  const used = new Set(videos.flatMap((v) => v.playlistIds))
  const playlists: LibraryPlaylist[] = playlistDocs
    .map((p) => ({ id: playlistKey(p), title: p.title }))
    .filter((p) => used.has(p.id))
  return { playlists, videos: sortVideos(videos) }
}
