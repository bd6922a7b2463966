'use client'

import { useEffect } from 'react'

type Props = {
  /** Only these ids are handled (all when omitted). */
  ids?: string[]
  /** Pixels left above the target (the spec wants 50 above the support group calendar). */
  offset?: number
  /** Smooth scrolling, unless the visitor prefers reduced motion. */
  smooth?: boolean
}

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

/** Scrolls so that the element with `id` sits `offset` pixels below the top of the window. */
export function scrollToId(id: string, { offset = 0, smooth = false }: { offset?: number; smooth?: boolean } = {}): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  const top = target.getBoundingClientRect().top + window.scrollY - offset
  window.scrollTo({ top: Math.max(0, top), behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' })
  return true
}

/**
 * The browser scrolls to a #hash by itself on arrival, but before fonts and images settle and
 * without an exact offset. This repeats the scroll once the page has hydrated (and whenever the
 * hash changes), with the page's own offset.
 */
export function HashScroll({ ids, offset = 0, smooth = false }: Props) {
  useEffect(() => {
    const handle = () => {
      const id = decodeURIComponent(window.location.hash.slice(1))
      if (!id || (ids && !ids.includes(id))) return
      scrollToId(id, { offset, smooth })
    }
    // After layout (fonts, image boxes) has settled.
    const frame = window.requestAnimationFrame(handle)
    window.addEventListener('hashchange', handle)
    return () => {
      window.cancelAnimationFrame(frame)
      window.removeEventListener('hashchange', handle)
    }
  }, [ids, offset, smooth])
  return null
}
