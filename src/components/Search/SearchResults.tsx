import Link from '@/components/IntentLink/IntentLink.client'
import { searchPageHref } from '@/search/pager'
import type { SearchResponse, SearchResult } from '@/search/searchSite'
import { SearchPager } from '@/components/Search/SearchPager'

/**
 * What a search came to: a hint, "no results" (with a corrected search to try and
 * staff's picks), or a page of results with a pager.
 */
export function SearchResults({ response }: { response: SearchResponse }) {
  if (response.status === 'empty') {
    return <p className="mt-6 text-muted">Type a word or two, for example “incontinence”, a town or “walk”.</p>
  }
  const note = response.note ? <p className="mt-6 rounded border-l-4 border-navy bg-sky-light p-4">{response.note}</p> : null
  if (!response.total) {
    return (
      <>
        {note}
        <p role="status" className="mt-6 text-lg">
          {response.message}
        </p>
        {response.didYouMean && (
          <p className="mt-4 text-lg">
            Did you mean{' '}
            <Link href={searchPageHref(response.didYouMean, 1)} className="font-semibold">
              {response.didYouMean}
            </Link>
            ?
          </p>
        )}
        {!!response.staffPicks?.length && (
          <section aria-labelledby="staff-picks-heading" className="mt-8">
            <h2 id="staff-picks-heading" className="text-xl">
              Pages many visitors find useful
            </h2>
            <ul className="mt-4 grid gap-4">
              {response.staffPicks.map((pick) => (
                <li key={pick.url} className="border-b border-navy/15 pb-4">
                  <Link href={pick.url} className="text-lg font-semibold">
                    {pick.title}
                  </Link>
                  {pick.snippet.before && <p className="mt-1">{pick.snippet.before}</p>}
                </li>
              ))}
            </ul>
          </section>
        )}
      </>
    )
  }
  const first = (response.page - 1) * response.pageSize + 1
  const last = first + response.results.length - 1
  return (
    <>
      {note}
      <p role="status" className="mt-6 text-muted">
        {response.total === 1 ? '1 result' : `${response.total} results`} for “{response.query}”
        {response.totalPages > 1 && ` (showing ${first}–${last})`}
      </p>
      <ol className="mt-4 grid gap-6" start={first} aria-label="Search results">
        {response.results.map((result) => (
          <ResultItem key={`${result.kind}:${result.url}:${result.title}`} result={result} />
        ))}
      </ol>
      <SearchPager response={response} />
    </>
  )
}

/** One result: its kind, its title as a link, and the snippet with the match highlighted. */
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
