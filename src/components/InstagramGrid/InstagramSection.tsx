import type { ReactNode } from 'react'

type Props = {
  status: 'loading' | 'ready' | 'error'
  /** The grid's items (each a button that opens the viewer); none while the first page loads. */
  items?: ReactNode[]
  /** The Load More button, when there is a next page. */
  loadMore?: ReactNode
  /** The open post's viewer. */
  viewer?: ReactNode
}

/**
 * The news page's Instagram section as drawn: heading, grid, loading and error messages. The
 * server draws it in its loading state (the feed is fetched in the browser), and the grid
 * (InstagramGrid.client.tsx) draws it again with the posts.
 */
export function InstagramSection({ status, items = [], loadMore, viewer }: Props) {
  return (
    <section aria-labelledby="instagram-heading" className="mt-16" data-testid="instagram">
      <h2 id="instagram-heading" className="text-2xl text-navy">
        Instagram
      </h2>
      {status === 'error' && !items.length ? (
        <p role="alert" className="mt-4 rounded border border-sky-light bg-sky-light p-4">
          Our Instagram posts cannot be shown right now. Please try again later.
        </p>
      ) : (
        <>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="instagram-grid">
            {items}
          </ul>
          <div className="mt-6 text-center">
            {status === 'loading' && (
              <p role="status" className="inline-flex items-center gap-2" data-testid="instagram-loading">
                <span aria-hidden="true" className="inline-block h-5 w-5 animate-spin rounded-full border-2 border-navy border-t-transparent motion-reduce:animate-none" />
                Loading Instagram posts…
              </p>
            )}
            {status === 'error' && items.length > 0 && <p role="alert">More posts cannot be loaded right now.</p>}
            {status === 'ready' && loadMore}
          </div>
        </>
      )}
      {viewer}
    </section>
  )
}
