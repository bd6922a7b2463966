'use client'

import { useEffect, useState } from 'react'

/** The spec's threshold: the button appears once the page has scrolled more than 800px. */
export const BACK_TO_TOP_THRESHOLD = 800

export function BackToTop() {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  if (!visible) return null
  return (
    <button
      type="button"
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })
        // Keyboard users continue from the top of the page, not from the button.
        document.getElementById('skip-link')?.focus({ preventScroll: true })
      }}
      data-print="hide"
      className="fixed bottom-5 right-5 z-30 rounded-full bg-navy px-4 py-3 font-semibold text-white shadow-lg hover:bg-navy-dark"
    >
      <span aria-hidden="true">↑ </span>Back to top
    </button>
  )
}
