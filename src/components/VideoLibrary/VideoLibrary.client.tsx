'use client'

import dynamic from 'next/dynamic'
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import {
  ALL_VIDEOS,
  ALL_VIDEOS_LABEL,
  choosePlaylist,
  countLine,
  dropdownValue,
  filterToQuery,
  filterVideos,
  typeSearch,
  type LibraryFilter,
  type LibraryVideo,
  type VideoLibraryData,
} from '@/media-feeds/videoLibrary'

const loadPlayer = () => import('./VideoPlayerModal.client')
// The player (and react-aria's modal code) is fetched when a visitor reaches for a video, not
// with the page: the library's first load is the list, and most visitors open one video at most.
const VideoPlayerModal = dynamic(() => loadPlayer().then((m) => m.VideoPlayerModal), { ssr: false })
const preloadPlayer = () => void loadPlayer().catch(() => undefined)

type Props = { data: VideoLibraryData; initialFilter: LibraryFilter }

/**
 * The library's controls and grid. The server renders it with the full list and the filter
 * from the address; filtering then happens here, and the address follows the filter so a
 * filtered view can be shared.
 */
export function VideoLibrary({ data, initialFilter }: Props) {
  const [filter, setFilter] = useState(initialFilter)
  const [playing, setPlaying] = useState<LibraryVideo | null>(null)
  // Mounted from the first video on, so that closing it keeps react-aria's exit and focus handling.
  const [playerWanted, setPlayerWanted] = useState(false)
  // The card that opened the player. react-aria returns focus to it on close, except when focus
  // had already left the dialog (a click on the backdrop, or the player's frame holding focus):
  // then it would fall to the page's body, so it is put back here, in the same commit.
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (playing || !opener.current) return
    const active = document.activeElement
    if (!active || active === document.body) opener.current.focus()
    opener.current = null
  }, [playing])
  const shown = useMemo(() => filterVideos(data.videos, filter), [data.videos, filter])
  const ids = { playlist: useId(), search: useId(), count: useId() }

  useEffect(() => {
    const url = `${window.location.pathname}${filterToQuery(filter)}`
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(null, '', url)
  }, [filter])

  return (
    <div data-testid="video-library">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end" role="search" aria-label="Find a video">
        <div className="flex flex-col gap-1 sm:w-72">
          <label htmlFor={ids.playlist} className="font-semibold">
            Playlist
          </label>
          <select
            id={ids.playlist}
            value={dropdownValue(filter)}
            onChange={(event) => setFilter((f) => choosePlaylist(f, event.target.value))}
            className="min-h-11 rounded border-2 border-navy/40 bg-white px-3 py-2"
          >
            <option value={ALL_VIDEOS}>{ALL_VIDEOS_LABEL}</option>
            {data.playlists.map((playlist) => (
              <option key={playlist.id} value={playlist.id}>
                {playlist.title}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={ids.search} className="font-semibold">
            Search video titles
          </label>
          <input
            id={ids.search}
            type="search"
            value={filter.search}
            onChange={(event) => setFilter((f) => typeSearch(f, event.target.value))}
            aria-describedby={ids.count}
            autoComplete="off"
            className="min-h-11 rounded border-2 border-navy/40 px-3 py-2"
          />
        </div>
      </div>

      <p id={ids.count} role="status" className="mt-6 font-semibold text-navy" data-testid="video-count">
        {countLine(shown.length)}
      </p>

      {shown.length > 0 ? (
        <ul
          className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          aria-label="Videos"
          onPointerEnter={preloadPlayer}
          onFocus={preloadPlayer}
          onTouchStart={preloadPlayer}
        >
          {shown.map((video) => (
            <li key={video.id}>
              <VideoCard
                video={video}
                onOpen={() => {
                  opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
                  setPlayerWanted(true)
                  setPlaying(video)
                }}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4">No video matches. Try another word, or choose a playlist.</p>
      )}

      {playerWanted && <VideoPlayerModal video={playing} onClose={() => setPlaying(null)} />}
    </div>
  )
}

/** A card: the whole card is clickable through its title button (one tab stop, one name). */
function VideoCard({ video, onOpen }: { video: LibraryVideo; onOpen: () => void }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-navy/15 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-video bg-navy-dark">
        {/* Plain img: the still is either our own upload or, for videos without one, YouTube's. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={video.thumbnail.url}
          alt=""
          width={video.thumbnail.width}
          height={video.thumbnail.height}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
        <span
          aria-hidden="true"
          className="absolute inset-0 m-auto flex h-12 w-12 items-center justify-center rounded-full bg-navy-dark/85 text-white ring-2 ring-white transition-colors group-hover:bg-sky"
        >
          <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg">
          <button
            type="button"
            onClick={onOpen}
            aria-haspopup="dialog"
            className="text-left text-navy after:absolute after:inset-0 after:content-[''] hover:underline"
          >
            {video.title}
          </button>
        </h2>
        {video.description && <p className="line-clamp-3 text-muted">{video.description}</p>}
        {video.publishedAt && (
          <p className="mt-auto text-sm text-muted">
            <time dateTime={video.publishedAt}>{video.publishedLabel}</time>
          </p>
        )}
      </div>
    </article>
  )
}
