/** Curly and modifier apostrophes people type or paste, all read as the straight one. */
const APOSTROPHES = new Set(['\u2018', '\u2019', '\u201B', '\u02BC', '\u2032', '`', '\u00B4'])
const APOSTROPHE_PATTERN = new RegExp(`[${[...APOSTROPHES].join('')}]`, 'g')

/**
 * Text as search compares it: lower case, every apostrophe straight. The result has exactly
 * the length of the input, so a match position found in it is a position in the original text
 * too (a character whose lower case is longer, such as "İ", is kept as it is).
 */
export function normaliseForSearch(text: string): string {
  const lower = text.toLowerCase()
  // The common case in one pass of native code; the slow loop below only for rare characters.
  if (lower.length === text.length) return lower.replace(APOSTROPHE_PATTERN, "'")
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (APOSTROPHES.has(char)) {
      out += "'"
      continue
    }
    const lower = char.toLowerCase()
    out += lower.length === 1 ? lower : char
  }
  return out
}

/** Runs of white space (including line breaks from extracted rich text) as one space. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}
