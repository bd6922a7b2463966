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
  return readQueryWithNote(value).query
}

/**
 * The query and whether it was cut to MAX_QUERY_LENGTH (the page says so). The cut never
 * splits an emoji or other character written as two UTF-16 units.
 */
export function readQueryWithNote(value: string | string[] | null | undefined): { query: string; cut: boolean } {
  const raw = (Array.isArray(value) ? value[0] : value ?? '').trim()
  if (raw.length <= MAX_QUERY_LENGTH) return { query: raw, cut: false }
  const end = /[\uD800-\uDBFF]/.test(raw[MAX_QUERY_LENGTH - 1]!) ? MAX_QUERY_LENGTH - 1 : MAX_QUERY_LENGTH
  return { query: raw.slice(0, end).trim(), cut: true }
}

/** A `page` parameter as a page number of at least 1 (anything else is page 1). */
export function readPageNumber(value: string | string[] | null | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value
  const number = Number.parseInt(raw ?? '', 10)
  return Number.isFinite(number) && number >= 1 ? number : 1
}
