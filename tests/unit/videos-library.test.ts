import { describe, expect, it } from 'vitest'
import {
  choosePlaylist,
  countLine,
  dropdownValue,
  emptyFilter,
  filterFromParams,
  filterToQuery,
  filterVideos,
  shapeVideoLibrary,
  sortVideos,
  typeSearch,
  type LibraryVideo,
} from '@/media-feeds/videoLibrary'
import { formatPickedDayShort } from '@/format/dates'
import type { Playlist, Video, VideoThumbnail } from '@/payload-types'

const video = (id: string, title: string, playlistIds: string[], publishedAt: string | null = null): LibraryVideo => ({
  id,
  title,
  videoId: 'abcdefghijk',
  description: '',
  publishedAt,
  publishedLabel: formatPickedDayShort(publishedAt),
  thumbnail: { url: `/t/${id}.png`, width: 320, height: 180 },
  playlistIds,
})

const videos = [
  video('1', 'Understanding the PSA test', ['pl-a']),
  video('2', 'Life after surgery', ['pl-b']),
  video('3', 'Questions about psa results', ['pl-a', 'pl-b']),
  video('4', 'Exercise and energy', []),
]
const titles = (list: LibraryVideo[]) => list.map((v) => v.id)

describe('video library filter', () => {
  it('shows all videos with nothing chosen', () => {
    expect(titles(filterVideos(videos, emptyFilter))).toEqual(['1', '2', '3', '4'])
  })

  it('shows a playlist’s videos and clears the search when a playlist is chosen', () => {
    const searching = typeSearch(emptyFilter, 'life')
    const chosen = choosePlaylist(searching, 'pl-a')
    expect(chosen).toEqual({ playlist: 'pl-a', search: '' })
    expect(titles(filterVideos(videos, chosen))).toEqual(['1', '3'])
    expect(dropdownValue(chosen)).toBe('pl-a')
  })

  it('searches all videos by case-insensitive title containment and clears the dropdown', () => {
    const filter = typeSearch(choosePlaylist(emptyFilter, 'pl-b'), 'PSA')
    expect(titles(filterVideos(videos, filter))).toEqual(['1', '3'])
    expect(dropdownValue(filter)).toBe('')
  })

  it('restores the chosen playlist when the search is emptied', () => {
    const searching = typeSearch(choosePlaylist(emptyFilter, 'pl-b'), 'exercise')
    expect(titles(filterVideos(videos, searching))).toEqual(['4'])
    const emptied = typeSearch(searching, '')
    expect(dropdownValue(emptied)).toBe('pl-b')
    expect(titles(filterVideos(videos, emptied))).toEqual(['2', '3'])
  })

  it('treats a search of spaces as no search', () => {
    expect(titles(filterVideos(videos, typeSearch(choosePlaylist(emptyFilter, 'pl-a'), '   ')))).toEqual(['1', '3'])
  })
})

describe('count line, dates, order and address', () => {
  it('uses the singular only for one video', () => {
    expect(countLine(1)).toBe('1 Video Found')
    expect(countLine(0)).toBe('0 Videos Found')
    expect(countLine(12)).toBe('12 Videos Found')
  })

  it('formats published dates in en-CA short form', () => {
    expect(formatPickedDayShort('2024-01-05T10:00:00Z')).toBe('Jan 5, 2024')
    expect(formatPickedDayShort('2023-09-30T00:00:00.000Z')).toBe('Sep 30, 2023')
    expect(formatPickedDayShort(null)).toBe('')
    expect(formatPickedDayShort('not a date')).toBe('')
  })

  it('sorts newest first, undated last', () => {
    const list = [video('a', 'A', [], null), video('b', 'B', [], '2022-01-01T00:00:00Z'), video('c', 'C', [], '2024-01-01T00:00:00Z')]
    expect(titles(sortVideos(list))).toEqual(['c', 'b', 'a'])
  })

  it('reads and writes the filter in the address, ignoring unknown playlists', () => {
    const playlists = [{ id: 'pl-a', title: 'A' }]
    expect(filterFromParams({ playlist: 'pl-a', q: 'psa' }, playlists)).toEqual({ playlist: 'pl-a', search: 'psa' })
    expect(filterFromParams({ playlist: 'nope' }, playlists)).toEqual({ playlist: '', search: '' })
    expect(filterToQuery({ playlist: 'pl-a', search: 'psa test' })).toBe('?playlist=pl-a&q=psa+test')
    expect(filterToQuery(emptyFilter)).toBe('')
  })
})

describe('shapeVideoLibrary', () => {
  const playlist = (id: number, slug: string, title: string) => ({ id, slug, title, updatedAt: '', createdAt: '' }) as Playlist
  const doc = (id: number, over: Partial<Video>): Video =>
    ({ id, title: `Video ${id}`, videoId: `abcdefghij${id}`, source: 'admin', updatedAt: '', createdAt: '', ...over }) as Video
  const still = (over: Partial<VideoThumbnail>): VideoThumbnail =>
    ({ id: 1, updatedAt: '', createdAt: '', mimeType: 'image/jpeg', url: '/api/video-thumbnails/file/s.jpg', width: 1280, height: 720, ...over }) as VideoThumbnail

  it('keeps only valid YouTube ids, newest first, and only playlists that have a video', () => {
    const library = shapeVideoLibrary(
      [playlist(1, 'basics', 'Basics'), playlist(2, '', 'Empty')],
      [
        doc(1, { publishedAt: '2023-01-01T12:00:00Z', playlists: [1] }),
        doc(2, { publishedAt: '2024-01-05T12:00:00Z', playlists: [{ id: 1 } as Playlist] }),
        doc(3, { videoId: 'not an id' }),
      ],
    )
    expect(library.videos.map((v) => [v.id, v.publishedLabel, v.playlistIds])).toEqual([
      ['2', 'Jan 5, 2024', ['basics']],
      ['1', 'Jan 1, 2023', ['basics']],
    ])
    expect(library.playlists).toEqual([{ id: 'basics', title: 'Basics' }])
  })

  it('shows our own still (card size, else original), then the synced one, then YouTube’s', () => {
    const card = { url: '/api/video-thumbnails/file/s-640.jpg', width: 640, height: 360 }
    const thumbnails = shapeVideoLibrary(
      [],
      [
        doc(1, { thumbnail: still({ sizes: { card } }) }),
        doc(2, { thumbnail: still({}) }),
        doc(3, { thumbnail: still({ width: null, height: null }) }),
        doc(4, { thumbnail: 7, youtubeThumbnailUrl: 'https://i.ytimg.com/vi/x/hq.jpg' }),
        doc(5, {}),
      ],
    ).videos.map((v) => v.thumbnail)
    expect(thumbnails).toEqual([
      card,
      { url: '/api/video-thumbnails/file/s.jpg', width: 1280, height: 720 },
      { url: '/api/video-thumbnails/file/s.jpg', width: 640, height: 360 },
      { url: 'https://i.ytimg.com/vi/x/hq.jpg', width: 320, height: 180 },
      { url: 'https://i.ytimg.com/vi/abcdefghij5/mqdefault.jpg', width: 320, height: 180 },
    ])
  })
})
