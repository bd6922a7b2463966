/** Card number checks: digits only, the Luhn rule and the card type (brand). */
export type CardBrand = 'visa' | 'mastercard' | 'amex'

export const digitsOnly = (value: string) => value.replace(/[\s-]/g, '')

export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false
  let sum = 0
  let double = false
  for (let i = number.length - 1; i >= 0; i--) {
    let d = number.charCodeAt(i) - 48
    if (double) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
    double = !double
  }
  return sum % 10 === 0
}

/** The brand from the number's prefix and length, or null for a type we do not take. */
export function cardBrand(number: string): CardBrand | null {
  if (/^4\d{12}(\d{3})?(\d{3})?$/.test(number)) return 'visa'
  if (/^(5[1-5]\d{14}|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)\d{12})$/.test(number)) return 'mastercard'
  if (/^3[47]\d{13}$/.test(number)) return 'amex'
  return null
}

export const lastFour = (number: string) => digitsOnly(number).slice(-4)

/** The brand from a card's first six digits (all a token tells of the number); null for a type we do not take. */
export function brandOfBin(bin: string): CardBrand | null {
  if (/^4/.test(bin)) return 'visa'
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(bin)) return 'mastercard'
  if (/^3[47]/.test(bin)) return 'amex'
  return null
}
