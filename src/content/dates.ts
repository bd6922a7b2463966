/**
 * Dates on the site use the en-CA locale (spec §9), in the charity's own time zone so that the
 * server and every visitor see the same day.
 */
export const SITE_TIME_ZONE = 'America/Vancouver'
const LOCALE = 'en-CA'

const dayMonthYear = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: SITE_TIME_ZONE })
const monthYear = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: SITE_TIME_ZONE })
// en-CA writes numeric dates as yyyy-mm-dd: a sortable calendar day.
const isoDay = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: SITE_TIME_ZONE })

const valid = (value: string | Date | null | undefined): Date | null => {
  if (!value) return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "November 24, 2026": events and Instagram posts. */
export function formatDayMonthYear(value: string | Date | null | undefined): string {
  const date = valid(value)
  return date ? dayMonthYear.format(date) : ''
}

/** "November 2026": news posts. */
export function formatMonthYear(value: string | Date | null | undefined): string {
  const date = valid(value)
  return date ? monthYear.format(date) : ''
}

/** The calendar day ("2026-11-24") a moment falls on in the site's time zone. */
export function calendarDay(value: string | Date | null | undefined): string {
  const date = valid(value)
  return date ? isoDay.format(date) : ''
}
