/**
 * The site's language and clock, in one place. Every date, sum of money and number shown to a
 * visitor is formatted with SITE_LOCALE, so a French version changes this file, not forty.
 */
import { onFirstUse } from './onFirstUse'

export const SITE_LOCALE = 'en-CA'

/** The charity's own time zone: the server and every visitor see the same calendar day. */
export const SITE_TIME_ZONE = 'America/Vancouver'

const collator = onFirstUse(() => new Intl.Collator(SITE_LOCALE, { sensitivity: 'base', numeric: true }))

/** Alphabetical order as a reader of SITE_LOCALE expects it (accents and case folded, 2 before 10). */
export const compareText = (a: string, b: string): number => collator().compare(a, b)

/** Lower case by the rules of SITE_LOCALE, for matching typed text against titles. */
export const lowerCase = (text: string): string => text.toLocaleLowerCase(SITE_LOCALE)
