import type { Metadata } from 'next'
import Link from 'next/link'
import { PageHero } from '@/components/PageHero'
import { contentMetadata } from '@/content/metadata'
import { SEARCH_PATH } from '@/content/paths'
import type { SearchResponse, SearchResult } from '@/search/searchSite'
import { searchSite } from '@/search/searchSite'
import { getPayloadClient } from '@/utilities/getPayloadClient'

type SearchParams = Promise<{ value?: string | string[]; page?: string | string[] }>

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { value } = await searchParams
  const query = Array.isArray(value) ? value[0] : value
  // Every query's results share the search page's canonical address, so search engines fold
  // them into one page instead of indexing each query (or being told to index none).
  return contentMetadata({
    title: query ? `Search: ${query}` : 'Search',
    description: 'Search our information pages, events, stories, news, support groups and more.',
    path: SEARCH_PATH,
  })
}

const searchHref = (query: string, page: number) =>
  `/search?${new URLSearchParams({ value: query, ...(page > 1 ? { page: String(page) } : {}) })}`

/**
 * Server-rendered site search: a plain GET form (works without JavaScript; a new query has no
 * page parameter, so it starts at page one), the results of src/search, and a pager.
 */
export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const response = await searchSite(await getPayloadClient(), params)
  const query = response.status === 'empty' ? '' : response.query

  return (
    <>
      <PageHero heading="Search" />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <form action="/search" method="get" role="search" className="flex flex-wrap gap-3">
          <label htmlFor="search-value" className="sr-only">
            Search the site
          </label>
          <input
            id="search-value"
            name="value"
            type="search"
            required
            defaultValue={query}
            className="min-w-0 flex-1 rounded border-2 border-navy/40 px-4 py-3 text-lg"
          />
          <button type="submit" className="rounded bg-navy px-6 py-3 font-semibold text-white hover:bg-navy-dark">
            Search
          </button>
        </form>
        <SearchOutcome response={response} />
      </div>
    </>
  )
}

function SearchOutcome({ response }: { response: SearchResponse }) {
  if (response.status === 'empty') {
    return <p className="mt-6 text-muted">Type a word or two, for example “incontinence”, a town or “walk”.</p>
  }
  if (response.status === 'forbidden') {
    return (
      <p role="alert" className="mt-6 rounded border-l-4 border-donate-dark bg-sky-light p-4">
        {response.message}
      </p>
    )
  }
  if (!response.total) {
    return (
      <p role="status" className="mt-6 text-lg">
        {response.message}
      </p>
    )
  }
  const first = (response.page - 1) * response.pageSize + 1
  const last = first + response.results.length - 1
  return (
    <>
      <p role="status" className="mt-6 text-muted">
        {response.total === 1 ? '1 result' : `${response.total} results`} for “{response.query}”
        {response.totalPages > 1 && ` (showing ${first}–${last})`}
      </p>
      <ol className="mt-4 grid gap-6" start={first} aria-label="Search results">
        {response.results.map((result) => (
          <ResultItem key={`${result.kind}:${result.url}:${result.title}`} result={result} />
        ))}
      </ol>
      <Pager response={response} />
    </>
  )
}

function ResultItem({ result }: { result: SearchResult }) {
  const { before, match, after } = result.snippet
  return (
    <li className="border-b border-navy/15 pb-6" data-kind={result.kind}>
      <p className="text-sm font-semibold uppercase tracking-wide text-muted">{result.kindLabel}</p>
      <h2 className="mt-1 text-xl">
        <Link href={result.url}>{result.title}</Link>
      </h2>
      {(before || match || after) && (
        <p className="mt-2">
          {before}
          {match && <mark className="rounded bg-donate/40 px-0.5 text-ink">{match}</mark>}
          {after}
        </p>
      )}
    </li>
  )
}

function Pager({ response }: { response: Extract<SearchResponse, { status: 'ok' }> }) {
  if (response.totalPages <= 1) return null
  const { page, totalPages, pages, query } = response
  const linkClass = 'inline-block min-w-11 rounded border-2 border-navy px-3 py-2 text-center font-semibold no-underline'
  const disabledClass = 'inline-block min-w-11 rounded border-2 border-navy/30 px-3 py-2 text-center text-muted'
  return (
    <nav aria-label="Search result pages" className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          {page > 1 ? (
            <Link className={linkClass} href={searchHref(query, page - 1)} rel="prev">
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
              href={searchHref(query, number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          {page < totalPages ? (
            <Link className={linkClass} href={searchHref(query, page + 1)} rel="next">
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
