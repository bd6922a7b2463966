import type { Payload } from 'payload'
import { isForbiddenQuery, readQuery } from './query'
import { FORBIDDEN_QUERY_MESSAGE } from './searchSite'
import { getSearchIndex } from './store'

/** Titles offered while typing; fewer letters than this say too little to suggest anything. */
export const SUGGESTION_LIMIT = 6
export const SUGGEST_MIN_LENGTH = 2

export type Suggestion = { title: string; url: string }

/** The suggestions for what a visitor has typed so far (never counted in staff's figures). */
export async function suggestSearch(
  payload: Payload,
  value: string | null,
): Promise<{ status: 'ok'; suggestions: Suggestion[] } | { status: 'forbidden'; message: string }> {
  const query = readQuery(value)
  if (query.length < SUGGEST_MIN_LENGTH) return { status: 'ok', suggestions: [] }
  if (isForbiddenQuery(query)) return { status: 'forbidden', message: FORBIDDEN_QUERY_MESSAGE }
  const index = await getSearchIndex(payload)
  return { status: 'ok', suggestions: index.suggestTitles(query, SUGGESTION_LIMIT) }
}
