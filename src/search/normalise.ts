/** Curly and modifier apostrophes people type or paste, all read as the straight one. */
const APOSTROPHES = new Set(['\u2018', '\u2019', '\u201B', '\u02BC', '\u2032', '`', '\u00B4'])
const APOSTROPHE_PATTERN = new RegExp(`[${[...APOSTROPHES].join('')}]`, 'g')
const COMBINING_MARKS = /\p{M}/gu
/** Letters outside ASCII: only text holding one needs the slow, per-character pass. */
const NON_ASCII = /[^\u0000-\u007F]/

/** One character without its accent ("é" → "e"), or the character itself when that is not one letter. */
function foldChar(char: string): string {
  if (APOSTROPHES.has(char)) return "'"
  const lower = char.toLowerCase()
  if (lower.length !== 1) return char
  const bare = lower.normalize('NFD').replace(COMBINING_MARKS, '')
  return bare.length === 1 ? bare : lower
}

/**
 * Text as search compares it: lower case, accents dropped ("Québec" → "quebec"), every
 * apostrophe straight. The result has exactly the length of the input, so a match position
 * found in it is a position in the original text too (a character whose folded form is longer,
 * such as "İ" or "ﬁ", is kept as it is).
 */
export function normaliseForSearch(text: string): string {
  // The common case (plain ASCII) in one pass of native code.
  if (!NON_ASCII.test(text)) return text.toLowerCase().replace(APOSTROPHE_PATTERN, "'")
  let out = ''
  for (const char of text) {
    // A lone surrogate or an astral character (emoji) is kept whole, so the length holds.
    out += char.length === 1 ? foldChar(char) : char
  }
  return out.replace(APOSTROPHE_PATTERN, "'")
}

/** Runs of white space (including line breaks from extracted rich text) as one space. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}
