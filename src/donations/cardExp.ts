/** Expiry: month 01-12 and a year among this year and the nine after; sent as MMYY. */
import { EXPIRY_YEAR_OPTIONS } from './constants'

export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'))

export function expiryYears(now: Date = new Date()): string[] {
  const first = now.getFullYear()
  return Array.from({ length: EXPIRY_YEAR_OPTIONS }, (_, i) => String(first + i))
}

export function toCardExp(month: string, year: string): string {
  return `${month.padStart(2, '0')}${year.slice(-2)}`
}

/** Parses MMYY; null when malformed. */
export function parseCardExp(exp: string): { month: number; year: number } | null {
  const m = /^(0[1-9]|1[0-2])(\d{2})$/.exec(exp)
  if (!m) return null
  return { month: Number(m[1]), year: 2000 + Number(m[2]) }
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(exp: string, now: Date = new Date()): boolean {
  const parsed = parseCardExp(exp)
  if (!parsed) return true
  const { month, year } = parsed
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)
}
