/**
 * Characters an old search client read as pattern syntax. Ours builds no pattern, so a question
 * ("what is a gleason score?") is searched without them rather than refused.
 */
const PATTERN_CHARACTERS = /[#?*()]/g
/** Half of a UTF-16 pair on its own: not text, and it cannot be encoded in an address. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** The query with the characters above and any lone surrogate as spaces, white space collapsed. */
export function withoutPatternCharacters(query: string): string {
  return query.replace(PATTERN_CHARACTERS, ' ').replace(LONE_SURROGATE, ' ').replace(/\s+/g, ' ').trim()
}

/** The longest query we run; anything longer is cut (nobody types a paragraph into a search box). */
export const MAX_QUERY_LENGTH = 200

/** The query from a `value` parameter: without pattern characters, trimmed and bounded; empty when missing. */
export function readQuery(value: string | string[] | null | undefined): string {
  return readQueryWithNote(value).query
}

/**
 * The query and whether it was cut to MAX_QUERY_LENGTH (the page says so). The cut never
 * splits an emoji or other character written as two UTF-16 units.
 */
export function readQueryWithNote(value: string | string[] | null | undefined): { query: string; cut: boolean } {
  const raw = withoutPatternCharacters(Array.isArray(value) ? (value[0] ?? '') : (value ?? ''))
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
