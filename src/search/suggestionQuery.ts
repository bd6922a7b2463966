import { readQuery } from './query'

/** The most titles offered at once: more is a page of results, which /search already is. */
export const SUGGESTION_LIMIT = 6
/** One letter starts too many titles to be of help. */
export const MIN_SUGGESTION_LENGTH = 2

/**
 * The query suggestions are made for: read and cut as search reads it; null when it is too
 * short. Shared by the endpoint and the browser (which asks
 * nothing for such a query), so it must stay free of server code.
 */
export function suggestionQuery(value: string | string[] | null | undefined): string | null {
  const query = readQuery(value)
  if ([...query].length < MIN_SUGGESTION_LENGTH) return null
  return query
}
