'use client'

import Link from 'next/link'
import { useState, type ComponentProps } from 'react'

/**
 * The site's link to its own pages: Next.js's Link, prefetching a page only once the reader shows
 * they may open it (pointer over the link, keyboard focus on it, a finger on it), the pattern of
 * Next.js's prefetching guide. Next.js's default prefetches every link as it scrolls into view:
 * two requests per link, 16 to 40 on one page view of ours, downloaded on a phone's data plan and
 * rendered by our server for pages the reader mostly never opens.
 */
export default function IntentLink({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false)
  /** The caller's own handler, run after noting that the reader reached for the link. */
  const noting =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      setIntent(true)
      handler?.(event)
    }
  return (
    <Link
      {...props}
      // null is Next.js's default prefetch, restored once the reader shows intent.
      prefetch={prefetch === false || !intent ? false : (prefetch ?? null)}
      onMouseEnter={noting(onMouseEnter)}
      onFocus={noting(onFocus)}
      onTouchStart={noting(onTouchStart)}
    />
  )
}
