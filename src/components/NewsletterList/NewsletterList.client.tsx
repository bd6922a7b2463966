'use client'

import Image from 'next/image'
import { useEffect, useRef, useState } from 'react'
import { hasMore, visibleCount } from '@/content/newsletterList'

export type NewsletterCard = {
  id: number
  title: string
  dateLabel: string
  dateTime: string
  url: string
  external: boolean
  thumbnail?: { src: string; width: number; height: number } | null
}

/** 12 newsletters, then 3 more per press of More; focus moves to the first new one. */
export function NewsletterList({ items }: { items: NewsletterCard[] }) {
  const [clicks, setClicks] = useState(0)
  const shown = visibleCount(items.length, clicks)
  const firstNew = useRef<HTMLAnchorElement>(null)
  const [focusIndex, setFocusIndex] = useState<number | null>(null)

  useEffect(() => {
    if (focusIndex !== null) firstNew.current?.focus()
  }, [focusIndex])

  return (
    <div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="newsletter-list">
        {items.slice(0, shown).map((item, index) => (
          <li key={item.id} className="flex flex-col overflow-hidden rounded-lg border border-navy/15 bg-white shadow-sm">
            {item.thumbnail && (
              <Image
                src={item.thumbnail.src}
                alt=""
                width={item.thumbnail.width}
                height={item.thumbnail.height}
                sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
                className="aspect-[4/3] w-full object-cover"
              />
            )}
            <div className="flex flex-1 flex-col gap-2 p-4">
              <h2 className="text-lg">
                <a
                  href={item.url}
                  ref={index === focusIndex ? firstNew : undefined}
                  {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {item.title}
                  {item.external && <span className="sr-only"> (opens in a new tab)</span>}
                </a>
              </h2>
              <p className="text-base text-muted">
                <time dateTime={item.dateTime}>{item.dateLabel}</time>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {clicks > 0 ? `Showing ${shown} of ${items.length} newsletters.` : ''}
      </p>
      {hasMore(items.length, shown) && (
        <div className="mt-8 text-center">
          <button
            type="button"
            onClick={() => {
              setFocusIndex(shown)
              setClicks((c) => c + 1)
            }}
            className="cursor-pointer rounded bg-navy px-6 py-3 font-bold text-white hover:bg-sky"
          >
            More<span className="sr-only"> newsletters</span>
          </button>
        </div>
      )}
    </div>
  )
}
