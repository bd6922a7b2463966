/** A card's expiry as the card frame and a legacy client send it: MMYY. */

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
