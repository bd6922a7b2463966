/** Card numbers for the card-testing tests: Luhn-valid Visa numbers that differ per index. */
import { passesLuhn } from '@/donations/card'

/** A Luhn-valid 16-digit Visa number, one per `index` (and `series`, to keep sets apart). */
export function testVisa(index: number, series = 1): string {
  const partial = `4${String(series).padStart(3, '0')}${String(index).padStart(11, '0')}`
  // Exactly one check digit makes the number pass the site's own Luhn rule.
  return [...'0123456789'].map((d) => partial + d).find(passesLuhn)!
}
