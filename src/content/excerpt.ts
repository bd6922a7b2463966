import { lexicalToText } from '@/search/extractText'

/** Event cards show the first 250 characters of the description as plain text. */
export const EVENT_EXCERPT_LENGTH = 250

/**
 * The first `max` characters of a text, with runs of white space collapsed, cut at the last
 * word boundary within the limit and marked with an ellipsis when something was left out.
 */
export function excerpt(text: string | null | undefined, max: number): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max)
  const lastSpace = cut.lastIndexOf(' ')
  // A single long word has no boundary: cut it where the limit falls.
  const base = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut
  return `${base.replace(/[\s,.;:–-]+$/, '')}…`
}

/** A rich-text value (Lexical) as a plain-text excerpt. */
export function richTextExcerpt(value: unknown, max: number): string {
  return excerpt(lexicalToText(value), max)
}

/** The editor's own excerpt when there is one, otherwise the start of the body. */
export function cardExcerpt(ownExcerpt: string | null | undefined, body: unknown, max = 200): string {
  return ownExcerpt?.trim() ? excerpt(ownExcerpt, max) : richTextExcerpt(body, max)
}
