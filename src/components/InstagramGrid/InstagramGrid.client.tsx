'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Dialog, Heading } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { formatDayMonthYear } from '@/format/dates'
import { wrapIndex } from '@/content/ordering'
import type { IgPage, IgPost } from '@/media-feeds/instagram/types'
import { captionScrolls, isPostId } from '@/media-feeds/instagram/viewer'

type State = { posts: IgPost[]; next: string | null; status: 'loading' | 'ready' | 'error' }

async function fetchPage(url: string): Promise<IgPage> {
  const res = await fetch(url, { headers: { accept: 'application/json' } })
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  return (await res.json()) as IgPage
}

const altOf = (post: IgPost) => post.alt || (post.caption ? `Instagram post: ${post.caption.slice(0, 80)}` : 'Instagram post')

/**
 * The Instagram grid: the first page loads on entry (with a loading indicator), Load More
 * follows next_page_url and disappears on the last page, a failure shows a short message.
 * ?post={id} opens the viewer; Previous and Next wrap; closing removes the parameter.
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
    <section aria-labelledby="instagram-heading" className="mt-16" data-testid="instagram">
      <h2 id="instagram-heading" className="text-2xl text-navy">
        Instagram
      </h2>
      {state.status === 'error' && !state.posts.length ? (
        <p role="alert" className="mt-4 rounded border border-sky-light bg-sky-light p-4">
          Our Instagram posts cannot be shown right now. Please try again later.
        </p>
      ) : (
        <>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="instagram-grid">
            {state.posts.map((post) => (
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
          </ul>
          <div className="mt-6 text-center">
            {state.status === 'loading' && (
              <p role="status" className="inline-flex items-center gap-2" data-testid="instagram-loading">
                <span aria-hidden="true" className="inline-block h-5 w-5 animate-spin rounded-full border-2 border-navy border-t-transparent motion-reduce:animate-none" />
                Loading Instagram posts…
              </p>
            )}
            {state.status === 'error' && state.posts.length > 0 && <p role="alert">More posts cannot be loaded right now.</p>}
            {state.status === 'ready' && state.next && (
              <button type="button" onClick={() => loadMore(state.next!)} className="rounded border-2 border-navy px-6 py-3 font-semibold text-navy hover:bg-sky-light">
                Load More
              </button>
            )}
          </div>
        </>
      )}
      <ModalOverlay
        isOpen={active !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) open(null)
        }}
        isDismissable
        className="fixed inset-0 z-[60] flex items-center justify-center bg-black/70 p-4"
      >
        <Modal className="max-h-full w-full max-w-4xl overflow-auto rounded-lg bg-white shadow-2xl">
          <Dialog className="relative outline-none" aria-label="Instagram post" data-testid="instagram-viewer">
            {active && (
              <div className="grid gap-4 p-4 md:grid-cols-[3fr_2fr]">
                <div className="space-y-3">
                  {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
                  <img src={active.media_url} alt={altOf(active)} className="w-full rounded" />
                  {active.children?.data.length ? (
                    <ul aria-label="Pictures in this post" className="grid grid-cols-3 gap-2" data-testid="instagram-children">
                      {active.children.data.map((child, i) => (
                        <li key={child.id}>
                          {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
                          <img src={child.thumbnail_url || child.media_url} alt={`Picture ${i + 1} of ${active.children!.data.length}`} className="aspect-square w-full rounded object-cover" />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                <div className="flex flex-col gap-3 pr-8">
                  <Heading slot="title" className="text-lg text-navy">
                    <time dateTime={active.timestamp.slice(0, 10)}>{formatDayMonthYear(active.timestamp)}</time>
                  </Heading>
                  {active.caption &&
                    (captionScrolls(active.caption) ? (
                      // A long caption scrolls inside its panel; focusable so keyboard users can scroll it too.
                      <div tabIndex={0} role="region" aria-label="Caption" className="max-h-64 overflow-y-auto whitespace-pre-line rounded border border-sky-light p-3" data-testid="instagram-caption" data-scrolls="true">
                        {active.caption}
                      </div>
                    ) : (
                      <p className="whitespace-pre-line" data-testid="instagram-caption" data-scrolls="false">
                        {active.caption}
                      </p>
                    ))}
                  {active.permalink && (
                    <a href={active.permalink} target="_blank" rel="noopener noreferrer">
                      View on Instagram<span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  )}
                  <div className="mt-auto flex justify-between gap-2">
                    <Button
                      onPress={() => open(state.posts[wrapIndex(index, -1, state.posts.length)]!.id)}
                      className="rounded border-2 border-navy px-4 py-2 font-semibold text-navy hover:bg-sky-light"
                    >
                      Previous
                    </Button>
                    <Button
                      onPress={() => open(state.posts[wrapIndex(index, 1, state.posts.length)]!.id)}
                      className="rounded border-2 border-navy px-4 py-2 font-semibold text-navy hover:bg-sky-light"
                    >
                      Next
                    </Button>
                  </div>
                </div>
                <Button slot="close" aria-label="Close" className="absolute right-2 top-2 flex h-10 w-10 items-center justify-center rounded bg-white text-2xl text-navy hover:bg-sky-light">
                  <span aria-hidden="true">×</span>
                </Button>
              </div>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </section>
  )
}
