import { normaliseForSearch } from './normalise'

/** The spec's snippet lengths: around a match, and from the start when nothing in the text matched. */
export const SNIPPET_BEFORE = 100
export const SNIPPET_AFTER = 150
export const SNIPPET_WITHOUT_MATCH = 250

export type Snippet = {
  /** Text before the highlighted part (starts with "…" when cut). */
  before: string
  /** The matched text as written in the document; empty when the snippet has no match. */
  match: string
  /** Text after the match (ends with "…" when cut). */
  after: string
}

const ELLIPSIS = '…'

/** Moves a cut forward to the next word start, unless that would lose most of the room. */
function cutStart(text: string, start: number, limit: number): number {
  if (start <= 0) return 0
  const space = text.indexOf(' ', start)
  return space !== -1 && space < limit && space - start < 20 ? space + 1 : start
}

/** Moves a cut back to the last word end, unless that would lose most of the room. */
function cutEnd(text: string, end: number, floor: number): number {
  if (end >= text.length) return text.length
  const space = text.lastIndexOf(' ', end)
  return space > floor && end - space < 20 ? space : end
}

/**
 * A snippet of `text`: up to 100 characters before the match at `matchStart` and 150 after it,
 * or about the first 250 characters when there is no match position (`matchStart` < 0, e.g.
 * the query matched only the title). Cuts fall on word boundaries where that costs little.
 */
export function buildSnippet(text: string, matchStart: number, matchLength: number): Snippet {
  if (matchStart < 0 || matchLength <= 0 || matchStart + matchLength > text.length) {
    if (text.length <= SNIPPET_WITHOUT_MATCH) return { before: text, match: '', after: '' }
    const end = cutEnd(text, SNIPPET_WITHOUT_MATCH, SNIPPET_WITHOUT_MATCH / 2)
    return { before: text.slice(0, end).trimEnd() + ELLIPSIS, match: '', after: '' }
  }
  const matchEnd = matchStart + matchLength
  const start = cutStart(text, Math.max(0, matchStart - SNIPPET_BEFORE), matchStart)
  const end = cutEnd(text, Math.min(text.length, matchEnd + SNIPPET_AFTER), matchEnd)
  return {
    before: (start > 0 ? ELLIPSIS : '') + text.slice(start, matchStart),
    match: text.slice(matchStart, matchEnd),
    after: text.slice(matchEnd, end) + (end < text.length ? ELLIPSIS : ''),
  }
}

const WORD_CHAR = /[\p{L}\p{N}]/u

/**
 * Where the matched words first appear in `text`, and the length of the whole word there, so
 * the highlight covers "erections" for a match on "erection". `groups` come in order of
 * preference: the first group with a word in the text wins, at its earliest place. Only word
 * starts count; null when none is in the text (a match in the title only).
 */
export function findMatch(text: string, groups: string[][]): { start: number; length: number } | null {
  const folded = normaliseForSearch(text)
  for (const terms of groups) {
    let first = -1
    for (const term of terms) {
      for (let from = 0; ; ) {
        const at = folded.indexOf(term, from)
        if (at === -1 || (first !== -1 && at >= first)) break
        if (at === 0 || !WORD_CHAR.test(folded[at - 1]!)) {
          first = at
          break
        }
        from = at + 1
      }
    }
    if (first === -1) continue
    let end = first
    while (end < text.length && WORD_CHAR.test(folded[end]!)) end++
    return { start: first, length: end - first }
  }
  return null
}
