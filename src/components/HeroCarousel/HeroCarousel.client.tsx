'use client'

import useEmblaCarousel from 'embla-carousel-react'
import Image from 'next/image'
import Link from '@/components/IntentLink/IntentLink.client'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'

/** The home carousel advances every 5 seconds, loops and starts at slide 0. */
export const HERO_INTERVAL_MS = 5000

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

export type HeroSlide = {
  key: string
  title: string
  description?: string | null
  image: { src: string; width: number; height: number } | null
  learnMore?: { href: string; external: boolean } | null
}
export type PartnerLogo = { key: string; name: string; src: string; width: number; height: number; url?: string | null }

/**
 * The home hero carousel. Besides the spec's behaviour (loop, start at 0, 5 s, a drag or an
 * update restarts the timer, dots, partner logos on the first slide) it has a pause/play
 * button, does not move by itself for visitors who ask for reduced motion, and announces the
 * slide politely when the visitor changes it (not while it rotates by itself).
 */
export function HeroCarousel({ slides, partners }: { slides: HeroSlide[]; partners: PartnerLogo[] }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, startIndex: 0 })
  const [index, setIndex] = useState(0)
  // null until the visitor presses pause/play; until then, reduced motion decides.
  const [chosen, setChosen] = useState<boolean | null>(null)
  const [restarts, setRestarts] = useState(0)
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false)
  const playing = chosen ?? !reducedMotion

  const restart = useCallback(() => setRestarts((n) => n + 1), [])

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setIndex(embla.selectedScrollSnap())
    embla.on('select', onSelect).on('pointerDown', restart).on('reInit', restart)
    return () => {
      embla.off('select', onSelect).off('pointerDown', restart).off('reInit', restart)
    }
  }, [embla, restart])

  // One timeout per shown slide: any change of slide, drag or update starts a fresh 5 s.
  useEffect(() => {
    if (!embla || !playing || slides.length < 2) return
    const timer = window.setTimeout(() => embla.scrollNext(), HERO_INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [embla, playing, index, restarts, slides.length])

  if (!slides.length) return null
  return (
    <section aria-roledescription="carousel" aria-label="Highlights" className="relative bg-navy-dark" data-testid="hero-carousel" data-index={index} data-playing={playing}>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}: ${slide.title}`}
              aria-hidden={i === index ? undefined : true}
              inert={i === index ? undefined : true}
              className="relative isolate flex min-h-[360px] min-w-0 flex-[0_0_100%] items-end sm:min-h-[460px]"
            >
              {slide.image && (
                <Image src={slide.image.src} alt="" fill preload={i === 0} fetchPriority={i === 0 ? 'high' : undefined} sizes="100vw" className="-z-10 object-cover" />
              )}
              <div className="absolute inset-0 -z-10 bg-gradient-to-t from-navy-dark/90 via-navy-dark/60 to-navy-dark/20" />
              <div className="mx-auto w-full max-w-7xl px-4 pb-20 pt-10 text-white">
                {i === 0 && partners.length > 0 && (
                  <ul aria-label="Our partners" className="mb-6 flex flex-wrap gap-4" data-testid="partner-logos">
                    {partners.map((p) => (
                      <li key={p.key} className="rounded bg-white p-2">
                        <Image src={p.src} alt={p.name} width={p.width} height={p.height} className="h-14 w-14 object-contain" />
                      </li>
                    ))}
                  </ul>
                )}
                <h2 className="max-w-3xl text-3xl text-white sm:text-5xl">{slide.title}</h2>
                {slide.description && <p className="mt-4 max-w-2xl text-lg text-white">{slide.description}</p>}
                {slide.learnMore && (
                  <p className="mt-6">
                    {slide.learnMore.external ? (
                      <a href={slide.learnMore.href} target="_blank" rel="noopener noreferrer" className="inline-block rounded bg-donate px-5 py-3 font-semibold text-navy-dark no-underline hover:bg-donate-dark">
                        Learn more<span className="sr-only">: {slide.title} (opens in a new tab)</span>
                      </a>
                    ) : (
                      <Link href={slide.learnMore.href} className="inline-block rounded bg-donate px-5 py-3 font-semibold text-navy-dark no-underline hover:bg-donate-dark">
                        Learn more<span className="sr-only">: {slide.title}</span>
                      </Link>
                    )}
                  </p>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className="absolute inset-x-0 bottom-4 mx-auto flex max-w-7xl items-center gap-3 px-4">
          <button
            type="button"
            onClick={() => setChosen(!playing)}
            className="flex h-10 items-center gap-2 rounded bg-white/90 px-3 font-semibold text-navy hover:bg-white"
            data-testid="hero-toggle"
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            {playing ? 'Pause' : 'Play'}
            <span className="sr-only"> slides</span>
          </button>
          <ul className="flex gap-1" aria-label="Choose a slide">
            {slides.map((slide, i) => (
              <li key={slide.key}>
                <button
                  type="button"
                  onClick={() => embla?.scrollTo(i)}
                  aria-label={`Slide ${i + 1}: ${slide.title}`}
                  aria-current={i === index ? 'true' : undefined}
                  className="flex h-10 w-10 items-center justify-center"
                  data-testid="hero-dot"
                >
                  <span aria-hidden="true" className={`block h-3.5 w-3.5 rounded-full border-2 border-white ${i === index ? 'bg-white' : 'bg-navy-dark/60'}`} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
