/**
 * How a donor appears on a fundraising page, as the donor chose: full name, first name only, or
 * anonymous. Decided once, when the gift is credited, and stored as text, so nothing else of the
 * donor (surname, e-mail, address, card) is ever read to show the page.
 */

export const SHOW_AS = ['full', 'first', 'anonymous'] as const
export type ShowAs = (typeof SHOW_AS)[number]

export const SHOW_AS_LABELS: Record<ShowAs, string> = {
  full: 'My full name',
  first: 'My first name only',
  anonymous: 'Anonymous',
}

export const ANONYMOUS_NAME = 'Anonymous'

export const isShowAs = (value: unknown): value is ShowAs => typeof value === 'string' && (SHOW_AS as readonly string[]).includes(value)

/** The name shown with the gift. An unknown choice shows the least: anonymous. */
export function donorDisplayName(firstName: string | null | undefined, lastName: string | null | undefined, showAs: unknown): string {
  const first = (firstName ?? '').trim()
  const last = (lastName ?? '').trim()
  if (showAs === 'full' && (first || last)) return [first, last].filter(Boolean).join(' ')
  if (showAs === 'first' && first) return first
  return ANONYMOUS_NAME
}
