'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'
import dynamic from 'next/dynamic'
import { formatDayMonthYear } from '@/format/dates'
import { wrapIndex } from '@/content/ordering'
import type { IgPage, IgPost } from '@/media-feeds/instagram/types'
import { isPostId } from '@/media-feeds/instagram/viewer'
import { InstagramSection } from './InstagramSection'

// The viewer (react-aria's dialog code) is fetched the first time a post is opened, not with the page.
const InstagramViewer = dynamic(() => import('./InstagramViewer.client').then((m) => m.InstagramViewer), { ssr: false })

type State = { posts: IgPost[]; next: string | null; status: 'loading' | 'ready' | 'error' }

async function fetchPage(url: string): Promise<IgPage> {
  const res = await fetch(url, { headers: { accept: 'application/json' } })
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  return (await res.json()) as IgPage
}

/**
 * The Instagram grid: the first page loads on entry (with a loading indicator), Load More
 * follows next_page_url and disappears on the last page, a failure shows a short message.
 * ?post={id} opens the viewer; Previous and Next wrap; closing removes the parameter. The page
 * is cached, so the server draws the section's loading state (InstagramSection) and this grid
 * takes over in the browser.
 */
export function InstagramGrid() {
  const [state, setState] = useState<State>({ posts: [], next: null, status: 'loading' })
  const router = useRouter()
  const pathname = usePathname()
  const params = useSearchParams()
  const postParam = params.get('post')
  const openId = isPostId(postParam) ? postParam : null

  // State changes only once the answer is in (the caller shows "loading" first when it needs to).
  const fetchInto = useCallback((url: string, append: boolean) => {
    fetchPage(url).then(
      (page) => setState((s) => ({ posts: append ? [...s.posts, ...page.data] : page.data, next: page.next_page_url, status: 'ready' })),
      () => setState((s) => ({ ...s, status: 'error' })),
    )
  }, [])
  const loadMore = (url: string) => {
    setState((s) => ({ ...s, status: 'loading' }))
    fetchInto(url, true)
  }

  useEffect(() => {
    fetchInto('/api/ig', false)
  }, [fetchInto])

  const index = openId ? state.posts.findIndex((p) => p.id === openId) : -1
  const open = useCallback(
    (id: string | null) => {
      const next = new URLSearchParams(params.toString())
      if (id) next.set('post', id)
      else next.delete('post')
      const query = next.toString()
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false })
    },
    [params, pathname, router],
  )

  // A linked post further down the feed: keep loading pages until it turns up (or the feed ends).
  useEffect(() => {
    if (openId && index === -1 && state.status === 'ready' && state.next) fetchInto(state.next, true)
  }, [openId, index, state.status, state.next, fetchInto])

  const active = index >= 0 ? state.posts[index]! : null

  return (
    <InstagramSection
      status={state.status}
      items={state.posts.map((post) => (
        <li key={post.id}>
          <button
            type="button"
            onClick={() => open(post.id)}
            className="group relative block aspect-square w-full overflow-hidden rounded"
            aria-label={`Open post from ${formatDayMonthYear(post.timestamp)}${post.media_type === 'CAROUSEL_ALBUM' ? ' (several pictures)' : post.media_type === 'VIDEO' ? ' (video)' : ''}`}
            data-post-id={post.id}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- Instagram's own picture addresses are not known to next/image */}
            <img src={post.thumbnail_url || post.media_url} alt="" loading="lazy" className="h-full w-full object-cover transition group-hover:scale-105" />
          </button>
        </li>
      ))}
      loadMore={
        state.next && (
          <button type="button" onClick={() => loadMore(state.next!)} className="rounded border-2 border-navy px-6 py-3 font-semibold text-navy hover:bg-sky-light">
            Load More
          </button>
        )
      }
      viewer={
        active && (
          <InstagramViewer
            post={active}
            onClose={() => open(null)}
            onPrevious={() => open(state.posts[wrapIndex(index, -1, state.posts.length)]!.id)}
            onNext={() => open(state.posts[wrapIndex(index, 1, state.posts.length)]!.id)}
          />
        )
      }
    />
  )
}
