'use client'

import type { ReactNode } from 'react'
import { scrollToId } from './HashScroll.client'

type Props = { targetId: string; className?: string; children: ReactNode; offset?: number }

/**
 * An in-page link that scrolls smoothly (instantly under prefers-reduced-motion), records the
 * hash in the address and moves keyboard focus to the target section.
 */
export function ScrollLink({ targetId, className, children, offset = 0 }: Props) {
  return (
    <a
      href={`#${targetId}`}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        if (!scrollToId(targetId, { offset, smooth: true })) return
        event.preventDefault()
        window.history.pushState(null, '', `#${targetId}`)
        document.getElementById(targetId)?.focus({ preventScroll: true })
      }}
    >
      {children}
    </a>
  )
}
