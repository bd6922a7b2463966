import Link from '@/components/IntentLink/IntentLink.client'
import { searchPageHref } from '@/search/pager'
import type { SearchResponse } from '@/search/searchSite'

const linkClass = 'inline-block min-w-11 rounded border-2 border-navy px-3 py-2 text-center font-semibold no-underline'
const disabledClass = 'inline-block min-w-11 rounded border-2 border-navy/30 px-3 py-2 text-center text-muted'

/** Prev, the numbered pages around the current one, Next; nothing when there is one page. */
export function SearchPager({ response }: { response: Extract<SearchResponse, { status: 'ok' }> }) {
  if (response.totalPages <= 1) return null
  const { page, totalPages, pages, query } = response
  return (
    <nav aria-label="Search result pages" className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          {page > 1 ? (
            <Link className={linkClass} href={searchPageHref(query, page - 1)} rel="prev">
              Prev
            </Link>
          ) : (
            <span className={disabledClass} aria-disabled="true">
              Prev
            </span>
          )}
        </li>
        {pages.map((number) => (
          <li key={number}>
            <Link
              className={number === page ? `${linkClass} bg-navy text-white` : linkClass}
              href={searchPageHref(query, number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          {page < totalPages ? (
            <Link className={linkClass} href={searchPageHref(query, page + 1)} rel="next">
              Next
            </Link>
          ) : (
            <span className={disabledClass} aria-disabled="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
