'use client'

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useCallback, useEffect, useRef, useState } from 'react'
import { youTubeThumbnailUrl } from '@/utilities/youtube'
import { YouTubeFacade } from '../VideoEmbed/Component.client'
import { SLIDER_SPACING_PX, SLIDER_THUMBNAILS_IN_VIEW } from './constants'

export type SliderVideo = { key: string; videoId: string; title: string; poster?: string }

type Props = { videos: SliderVideo[]; label: string }

const CAROUSEL_OPTIONS: EmblaOptionsType = { align: 'start', containScroll: 'trimSnaps', slidesToScroll: 1 }
/** How near the viewport the row must come before the carousel's code is fetched. */
const LOAD_MARGIN = '300px'

/**
 * One click-to-load player above a row of thumbnails. Four thumbnails are in view on wide
 * screens (two on phones, where four would be too small to read or tap); the arrows move the
 * row one thumbnail at a time and are disabled at either end. Choosing a thumbnail puts its
 * video in the player without playing it, so nothing loads from YouTube until play is pressed.
 *
 * The carousel's code (Embla) is fetched when the row comes near the screen, not with the page:
 * on the information pages that show a slider it was the one thing over their 15 KB budget of
 * our own first-load code. Until then the row shows its first thumbnails, as the server drew it.
 */
export function VideoSlider({ videos, label }: Props) {
  const [selected, setSelected] = useState(0)
  const viewportRef = useRef<HTMLDivElement>(null)
  const [emblaApi, setEmblaApi] = useState<EmblaCarouselType | null>(null)
  const [canPrev, setCanPrev] = useState(false)
  const [canNext, setCanNext] = useState(false)

  const update = useCallback(() => {
    if (!emblaApi) return
    setCanPrev(emblaApi.canScrollPrev())
    setCanNext(emblaApi.canScrollNext())
  }, [emblaApi])

  useEffect(() => {
    const viewport = viewportRef.current
    if (!viewport) return
    let cancelled = false
    let api: EmblaCarouselType | undefined
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void import('embla-carousel').then(({ default: EmblaCarousel }) => {
          if (cancelled) return
          api = EmblaCarousel(viewport, CAROUSEL_OPTIONS)
          setEmblaApi(api)
        })
      },
      { rootMargin: LOAD_MARGIN },
    )
    observer.observe(viewport)
    return () => {
      cancelled = true
      observer.disconnect()
      api?.destroy()
    }
  }, [])

  useEffect(() => {
    if (!emblaApi) return
    // The first reading waits for the next frame, when the carousel has measured its slides.
    const frame = requestAnimationFrame(update)
    emblaApi.on('select', update).on('reInit', update).on('resize', update)
    return () => {
      cancelAnimationFrame(frame)
      emblaApi.off('select', update).off('reInit', update).off('resize', update)
    }
  }, [emblaApi, update])

  const current = videos[selected] ?? videos[0]!
  const arrowClass =
    'flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-full border-2 border-navy bg-white text-navy hover:bg-navy hover:text-white disabled:cursor-not-allowed disabled:border-navy/30 disabled:text-navy/40 disabled:hover:bg-white'

  return (
    <div className="mt-5">
      {/* A new key per video: the player returns to its poster when another video is chosen. */}
      <YouTubeFacade key={current.videoId + selected} videoId={current.videoId} title={current.title} poster={current.poster} />
      <p className="mt-3 font-semibold text-navy" aria-live="polite">
        Now showing: {current.title}
      </p>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={`${label}: choose a video`}
        className="mt-4 flex items-center gap-2"
      >
        <button
          type="button"
          className={arrowClass}
          onClick={() => emblaApi?.scrollPrev()}
          disabled={!canPrev}
          aria-label="Previous videos"
        >
          <Arrow direction="left" />
        </button>
        <div className="min-w-0 flex-1 overflow-hidden" ref={viewportRef}>
          <ul className="flex touch-pan-y" style={{ marginLeft: -SLIDER_SPACING_PX }}>
            {videos.map((video, index) => (
              <li
                key={video.key}
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${videos.length}`}
                data-testid="video-slide"
                className="min-w-0 shrink-0 grow-0 basis-1/2 md:basis-(--slide-basis)"
                style={{ paddingLeft: SLIDER_SPACING_PX, ['--slide-basis' as string]: `${100 / SLIDER_THUMBNAILS_IN_VIEW}%` }}
              >
                <button
                  type="button"
                  aria-pressed={index === selected}
                  onClick={() => setSelected(index)}
                  // A thumbnail reached with Tab is scrolled into view.
                  onFocus={() => {
                    if (emblaApi && !emblaApi.slidesInView().includes(index)) emblaApi.scrollTo(index)
                  }}
                  className="group block w-full cursor-pointer rounded-md text-left aria-pressed:ring-4 aria-pressed:ring-sky"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img
                    src={video.poster ?? youTubeThumbnailUrl(video.videoId)}
                    alt=""
                    width={320}
                    height={180}
                    loading="lazy"
                    decoding="async"
                    className="aspect-video w-full rounded-md bg-navy-dark object-cover"
                  />
                  <span className="mt-1 block text-sm leading-snug text-navy group-hover:underline">{video.title}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          className={arrowClass}
          onClick={() => emblaApi?.scrollNext()}
          disabled={!canNext}
          aria-label="Next videos"
        >
          <Arrow direction="right" />
        </button>
      </div>
    </div>
  )
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="20" height="20">
      <path
        d={direction === 'left' ? 'M12.5 5 7.5 10l5 5' : 'M7.5 5l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
