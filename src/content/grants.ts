/** Grants page logic: years newest first, and whether applications are open. */
import { compareText } from '@/format/locale'

export type GrantYearLike = { name: string; year?: number | null }

/** The year a grant round is for: its `year` field, or else the first four-digit year in its name. */
export function grantYearNumber(year: GrantYearLike): number {
  if (typeof year.year === 'number' && Number.isFinite(year.year)) return year.year
  const match = /\b(19|20|21)\d{2}\b/.exec(year.name)
  return match ? Number(match[0]) : Number.NEGATIVE_INFINITY
}

/** Newest year first; rounds of the same year by name. Does not change the input. */
export function sortGrantYearsNewestFirst<T extends GrantYearLike>(years: T[]): T[] {
  return [...years].sort((a, b) => grantYearNumber(b) - grantYearNumber(a) || compareText(a.name, b.name))
}

/** Whether applications are still open on `today` (the whole closing day counts). */
export function applicationsOpen(closes: string | null | undefined, today: Date = new Date()): boolean {
  if (!closes) return false
  const end = new Date(closes)
  if (Number.isNaN(end.getTime())) return false
  const endOfDay = Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate(), 23, 59, 59, 999)
  return today.getTime() <= endOfDay
}
