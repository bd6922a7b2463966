/**
 * The final amount from the preset choice or the other amount: "$1,234.50" → "1234.50".
 * Returns null when nothing usable was given.
 */
export function cleanAmount(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null
  const text = String(value).replace(/[$,\s]/g, '')
  if (!/^\d+(\.\d{1,2})?$|^\.\d{1,2}$/.test(text)) return null
  const n = Number(text)
  if (!Number.isFinite(n)) return null
  return n.toFixed(2)
}

export function chosenAmount(selectAmount: string | undefined, otherAmount: string | undefined): string | null {
  if (selectAmount) return cleanAmount(selectAmount)
  if (otherAmount && otherAmount.trim()) return cleanAmount(otherAmount)
  return null
}
