import type { Payload } from 'payload'
import { SEARCH_PAGE_SIZE, pagerWindow, totalPages } from './pager'
import { isForbiddenQuery, readPageNumber, readQuery } from './query'
import type { SearchKind } from './searchIndex'
import { buildSnippet, type Snippet } from './snippet'
import { getSearchIndex } from './store'

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  page: 'Page',
  event: 'Event',
  story: 'Patient story',
  news: 'News',
  member: 'Team member',
  supportGroup: 'Support group',
  newsletter: 'Newsletter',
}

export const NO_RESULTS_MESSAGE = '0 item found please try other keywords'
export const FORBIDDEN_QUERY_MESSAGE =
  'Searches cannot contain the characters # ? * ( or ). Please remove them and try again.'

export type SearchResult = { kind: SearchKind; kindLabel: string; title: string; url: string; snippet: Snippet }

export type SearchResponse =
  | { status: 'empty' }
  | { status: 'forbidden'; query: string; message: string }
  | {
      status: 'ok'
      query: string
      page: number
      pageSize: number
      total: number
      totalPages: number
      /** The numbered pager buttons around the current page. */
      pages: number[]
      results: SearchResult[]
      /** Set when nothing matched. */
      message?: string
    }

/** The search behind /search and /api/search, from the raw `value` and `page` parameters. */
export async function searchSite(
  payload: Payload,
  params: { value?: string | string[] | null; page?: string | string[] | null },
): Promise<SearchResponse> {
  const query = readQuery(params.value)
  if (!query) return { status: 'empty' }
  if (isForbiddenQuery(query)) return { status: 'forbidden', query, message: FORBIDDEN_QUERY_MESSAGE }

  const index = await getSearchIndex(payload)
  const hits = index.search(query)
  const pageCount = totalPages(hits.length)
  const page = Math.min(readPageNumber(params.page), pageCount)
  const results = hits.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE).map(({ entry, textMatchAt, matchLength }) => ({
    kind: entry.kind,
    kindLabel: SEARCH_KIND_LABELS[entry.kind],
    title: entry.title,
    url: entry.url,
    snippet: buildSnippet(entry.text, textMatchAt, matchLength),
  }))
  return {
    status: 'ok',
    query,
    page,
    pageSize: SEARCH_PAGE_SIZE,
    total: hits.length,
    totalPages: pageCount,
    pages: hits.length ? pagerWindow(page, pageCount) : [],
    results,
    ...(hits.length ? {} : { message: NO_RESULTS_MESSAGE }),
  }
}
