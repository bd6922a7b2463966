'use client'

import useEmblaCarousel from 'embla-carousel-react'
import Image from 'next/image'
import { useCallback, useEffect, useState } from 'react'
import type { GallerySlide } from '@/content/gallery'
import { youTubeEmbedUrl } from '@/utilities/youtube'

/**
 * The gallery slider: previous and next arrows, previous disabled on the first slide and next
 * on the last (no wrap-around), swipe or drag between slides.
 */
export function GallerySlider({ slides, label }: { slides: GallerySlide[]; label: string }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: false, align: 'start' })
  const [index, setIndex] = useState(0)
  const [canPrev, setCanPrev] = useState(false)
  const [canNext, setCanNext] = useState(slides.length > 1)

  const sync = useCallback(() => {
    if (!embla) return
    setIndex(embla.selectedScrollSnap())
    setCanPrev(embla.canScrollPrev())
    setCanNext(embla.canScrollNext())
  }, [embla])

  useEffect(() => {
    if (!embla) return
    // The initial state already describes slide 0; embla's events keep it in step from here.
    embla.on('select', sync).on('reInit', sync)
    return () => {
      embla.off('select', sync).off('reInit', sync)
    }
  }, [embla, sync])

  const arrow = 'flex h-11 w-11 items-center justify-center rounded-full border-2 border-navy bg-white text-2xl text-navy hover:bg-sky-light disabled:cursor-not-allowed disabled:border-muted/40 disabled:text-muted/60'

  return (
    <section aria-roledescription="carousel" aria-label={label} className="my-8" data-testid="gallery">
      <div ref={viewportRef} className="overflow-hidden rounded-lg">
        <div className="flex">
          {slides.map((slide, i) => (
            <figure
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              aria-hidden={i === index ? undefined : true}
              inert={i === index ? undefined : true}
              className="min-w-0 flex-[0_0_100%]"
            >
              {slide.kind === 'image' ? (
                <Image src={slide.src} alt={slide.alt} width={slide.width} height={slide.height} sizes="(min-width: 64rem) 60rem, 100vw" className="h-auto max-h-[600px] w-full object-contain bg-navy-dark/5" />
              ) : (
                <GalleryVideo videoId={slide.videoId} title={slide.caption || 'Video'} />
              )}
              {slide.caption && <figcaption className="mt-2 text-base text-muted">{slide.caption}</figcaption>}
            </figure>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-4">
        <button type="button" className={arrow} onClick={() => embla?.scrollPrev()} disabled={!canPrev} aria-label="Previous picture">
          <span aria-hidden="true">‹</span>
        </button>
        <p aria-live="polite" className="min-w-16 text-center text-base" data-testid="gallery-position">
          {index + 1} / {slides.length}
        </p>
        <button type="button" className={arrow} onClick={() => embla?.scrollNext()} disabled={!canNext} aria-label="Next picture">
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  )
}

/**
 * A video slide that loads nothing from YouTube (not even a still) until the visitor presses
 * play; then the privacy-enhanced player takes its place.
 */
export function GalleryVideo({ videoId, title }: { videoId: string; title: string }) {
  const [playing, setPlaying] = useState(false)
  return (
    <div className="relative aspect-video w-full rounded-lg bg-navy-dark">
      {playing ? (
        <iframe
          src={youTubeEmbedUrl(videoId, { autoplay: true })}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          className="absolute inset-0 h-full w-full rounded-lg border-0"
        />
      ) : (
        <button type="button" onClick={() => setPlaying(true)} className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-white">
          <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-sky text-3xl ring-2 ring-white">
            ▶
          </span>
          <span>
            Play video<span className="sr-only">: {title}</span> (loads YouTube)
          </span>
        </button>
      )}
    </div>
  )
}
