/**
 * Rules for postal codes, phone numbers, dates and ages that every form shares (the site forms
 * and the donation form, in the browser and on the server). Plain functions, no zod: each
 * returns the message to show at the field, or null when the value is fine.
 */
import { compareDates, parseDate, todayOf } from '@/widgets/dateLogic'

/** Canada Post's format: letter digit letter, digit letter digit (D, F, I, O, Q, U never appear; W and Z not first). */
const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i
const US_ZIP = /^\d{5}(?:-\d{4})?$/
/** Other countries' codes: letters, digits, spaces and hyphens, with at least one digit. */
const OTHER_POSTAL_CODE = /^(?=.*\d)[A-Z0-9][A-Z0-9 -]{1,9}$/i

export type PostalCountry = 'canada' | 'us' | 'other' | 'canada-or-us'

const US_NAMES = new Set(['us', 'usa', 'u.s.', 'u.s.a.', 'united states', 'united states of america', 'america', 'états-unis', 'etats-unis'])
const CANADA_NAMES = new Set(['', 'ca', 'can', 'canada'])

/** Which postal format a country's name asks for: Canada's unless it says the United States or another country. */
export function postalCountryOf(country: string | undefined): PostalCountry {
  const name = (country ?? '').trim().toLowerCase()
  if (CANADA_NAMES.has(name)) return 'canada'
  if (US_NAMES.has(name)) return 'us'
  return 'other'
}

export const POSTAL_CODE_MESSAGES: Record<PostalCountry, string> = {
  canada: 'Please enter a Canadian postal code, like V6B 1A1.',
  us: 'Please enter a ZIP code, like 98101 or 98101-1234.',
  other: 'Please check the postal code.',
  'canada-or-us': 'Please enter a Canadian postal code, like V6B 1A1, or a US ZIP code, like 98101.',
}

export function postalCodeProblem(value: string, country: PostalCountry): string | null {
  const code = value.trim()
  if (!code) return null // "required" is the field's own rule
  const ok =
    country === 'canada'
      ? CANADIAN_POSTAL_CODE.test(code)
      : country === 'us'
        ? US_ZIP.test(code)
        : country === 'canada-or-us'
          ? CANADIAN_POSTAL_CODE.test(code) || US_ZIP.test(code)
          : OTHER_POSTAL_CODE.test(code)
  return ok ? null : POSTAL_CODE_MESSAGES[country]
}

/** Digits, spaces and + ( ) - . only, optionally an extension; 10 to 15 digits before it (a North American number has 10). */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/
const EXTENSION = /\s*(?:x|ext\.?|extension)\s*\d{1,6}$/i
export const PHONE_MESSAGE = 'Please enter a phone number with its area code, like 604-555-0123.'

export function phoneProblem(value: string): string | null {
  const phone = value.trim()
  if (!phone) return null
  const main = phone.replace(EXTENSION, '')
  const digits = main.replace(/\D/g, '').length
  return PHONE_PATTERN.test(main) && digits >= 10 && digits <= 15 ? null : PHONE_MESSAGE
}

/**
 * A date typed as numbers (05/01/2024) must be a real, past date; words ("spring 2023") are
 * kept as written, as the date field invites.
 */
/** 2024-01-05, as some people and browsers write a date: the same real-date check applies. */
function parseIsoDate(text: string) {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text)
  return match ? parseDate(`${match[3]}/${match[2]}/${match[1]}`) : null
}

export function pastDateProblem(value: string, now: Date = new Date()): string | null {
  const text = value.trim()
  if (!text || /[a-z]/i.test(text)) return null
  const date = parseDate(text) ?? parseIsoDate(text)
  if (!date) return 'Please enter a real date as day/month/year, like 05/01/2024, or describe it in words.'
  if (compareDates(date, todayOf(now)) > 0) return 'Please enter a date that has already passed.'
  return null
}

export const MIN_AGE = 18
export const MAX_AGE = 110

export function ageProblem(value: string): string | null {
  const text = value.trim()
  if (!text) return null
  if (!/^\d{1,3}$/.test(text)) return 'Please enter the age as a number, like 64.'
  const age = Number(text)
  return age >= MIN_AGE && age <= MAX_AGE ? null : `Please enter an age from ${MIN_AGE} to ${MAX_AGE}.`
}
