/** Grants page logic: years newest first, and the application deadline in words. */

export type GrantYearLike = { name: string; year?: number | null }

/** The year a grant round is for: its `year` field, or else the first four-digit year in its name. */
export function grantYearNumber(year: GrantYearLike): number {
  if (typeof year.year === 'number' && Number.isFinite(year.year)) return year.year
  const match = /\b(19|20|21)\d{2}\b/.exec(year.name)
  return match ? Number(match[0]) : Number.NEGATIVE_INFINITY
}

/** Newest year first; rounds of the same year by name. Does not change the input. */
export function sortGrantYearsNewestFirst<T extends GrantYearLike>(years: T[]): T[] {
  return [...years].sort((a, b) => grantYearNumber(b) - grantYearNumber(a) || a.name.localeCompare(b.name, 'en-CA'))
}

/**
 * A date stored by the admin's day picker (an ISO timestamp) as "July 7, 2023". The picker
 * saves the chosen day at midday UTC, so the calendar day is read in UTC.
 */
export function formatLongDate(value: string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date)
}

/** Whether applications are still open on `today` (the whole closing day counts). */
export function applicationsOpen(closes: string | null | undefined, today: Date = new Date()): boolean {
  if (!closes) return false
  const end = new Date(closes)
  if (Number.isNaN(end.getTime())) return false
  const endOfDay = Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate(), 23, 59, 59, 999)
  return today.getTime() <= endOfDay
}
