'use client'

import { useEffect, useRef, useState } from 'react'
import { youTubeEmbedUrl, youTubeThumbnailUrl } from '@/utilities/youtube'

type Props = {
  videoId: string
  title: string
  start?: number
  /** A still from our own media library; without it YouTube's still is loaded from YouTube. */
  poster?: string
}

/**
 * A click-to-load stand-in for the YouTube player: the page loads one still image instead of
 * YouTube's player scripts, and nothing from YouTube's player runs until the visitor asks
 * for it. Pressing the button swaps in the privacy-enhanced player, already playing.
 */
export function YouTubeFacade({ videoId, title, start, poster }: Props) {
  const [isPlaying, setIsPlaying] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)

  // The button the visitor pressed disappears; keep keyboard focus on what replaced it.
  useEffect(() => {
    if (isPlaying) frameRef.current?.focus()
  }, [isPlaying])

  return (
    <div className="relative aspect-video w-full rounded-lg bg-navy-dark">
      {isPlaying ? (
        <iframe
          ref={frameRef}
          src={youTubeEmbedUrl(videoId, { autoplay: true, start })}
          title={title}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="absolute inset-0 h-full w-full rounded-lg border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setIsPlaying(true)}
          className="group absolute inset-0 flex h-full w-full cursor-pointer items-center justify-center rounded-lg"
        >
          {/* A plain img: next/image would need YouTube's image host allowed in next.config. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={poster ?? youTubeThumbnailUrl(videoId)}
            alt=""
            width={480}
            height={360}
            loading="lazy"
            decoding="async"
            // Without the still (blocked or offline) the dark box and the play button remain, not a broken-image icon.
            onError={(event) => {
              event.currentTarget.hidden = true
            }}
            className="absolute inset-0 h-full w-full rounded-lg object-cover"
          />
          <span className="relative flex h-16 w-16 items-center justify-center rounded-full bg-navy-dark/90 text-white ring-2 ring-white transition-colors group-hover:bg-sky">
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="28" height="28">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </span>
          <span className="sr-only">Play video: {title}</span>
        </button>
      )}
    </div>
  )
}
