/** Characters that stop a search when they appear in the URL-encoded query (the spec's rule). */
const FORBIDDEN = /[#?*()]/

/**
 * The spec's rule: the query is URL-encoded (as a whole address would be, so `#`, `?`, `*`,
 * `(` and `)` stay as they are) and not run when the result holds one of those characters.
 * Text that cannot be encoded at all (a lone surrogate) is refused the same way.
 */
export function isForbiddenQuery(query: string): boolean {
  try {
    return FORBIDDEN.test(encodeURI(query))
  } catch {
    return true
  }
}

/** The longest query we run; anything longer is cut (nobody types a paragraph into a search box). */
export const MAX_QUERY_LENGTH = 200

/** The query from a `value` parameter: trimmed and bounded; empty when missing. */
export function readQuery(value: string | string[] | null | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value
  return (raw ?? '').trim().slice(0, MAX_QUERY_LENGTH)
}

/** A `page` parameter as a page number of at least 1 (anything else is page 1). */
export function readPageNumber(value: string | string[] | null | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value
  const number = Number.parseInt(raw ?? '', 10)
  return Number.isFinite(number) && number >= 1 ? number : 1
}
