'use client'

import { useEffect, useRef, useState } from 'react'
import { shownCount } from '@/content/ordering'
import { NewsCard, type NewsCardData } from '@/components/News/NewsCard'

/** News: 6 cards first, each Load More adds 2, so the list stays short on a phone. */
export const NEWS_INITIAL = 6
export const NEWS_STEP = 2

export function NewsList({ posts }: { posts: NewsCardData[] }) {
  const [clicks, setClicks] = useState(0)
  const shown = shownCount(posts.length, clicks, NEWS_INITIAL, NEWS_STEP)
  const firstNew = useRef<HTMLLIElement>(null)
  const moved = useRef(false)

  // After Load More, keyboard focus moves to the first new card so it is not left behind.
  useEffect(() => {
    if (moved.current) firstNew.current?.querySelector('a')?.focus()
  }, [clicks])

  return (
    <>
      <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-list">
        {posts.slice(0, shown).map((post, i) => (
          <li key={post.id} className="flex" ref={clicks > 0 && i === shown - Math.min(NEWS_STEP, shown - NEWS_INITIAL) ? firstNew : undefined}>
            <NewsCard post={post} lcp={i === 0} />
          </li>
        ))}
      </ul>
      {shown < posts.length && (
        <p className="mt-8 text-center">
          <button
            type="button"
            data-testid="news-load-more"
            onClick={() => {
              moved.current = true
              setClicks((c) => c + 1)
            }}
            className="rounded border-2 border-navy bg-navy px-6 py-3 font-semibold text-white hover:bg-navy-dark"
          >
            Load More
          </button>
        </p>
      )}
    </>
  )
}
