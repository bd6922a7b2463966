/** Card numbers for the card-testing tests: Luhn-valid Visa numbers that differ per index. */
export function luhnCheckDigit(partial: string): string {
  let sum = 0
  for (let i = 0; i < partial.length; i++) {
    let d = Number(partial[partial.length - 1 - i])
    if (i % 2 === 0) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return String((10 - (sum % 10)) % 10)
}

/** A Luhn-valid 16-digit Visa number, one per `index` (and `series`, to keep sets apart). */
export function testVisa(index: number, series = 1): string {
  const partial = `4${String(series).padStart(3, '0')}${String(index).padStart(11, '0')}`
  return partial + luhnCheckDigit(partial)
}
