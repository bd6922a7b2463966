/**
 * Dates as readers see them (in Canadian English). Two kinds of stored value:
 * - a moment (an event's start, a post's time) is shown in the site's time zone;
 * - a calendar day picked in the admin (a review date, a grant deadline, a video's day) is saved
 *   at midday UTC, so it is read in UTC to keep the day the editor chose.
 */
import { SITE_LOCALE, SITE_TIME_ZONE } from './locale'
import { onFirstUse } from './onFirstUse'

type DateInput = string | Date | null | undefined

const moment = (options: Intl.DateTimeFormatOptions) => onFirstUse(() => new Intl.DateTimeFormat(SITE_LOCALE, { ...options, timeZone: SITE_TIME_ZONE }))
const pickedDay = (options: Intl.DateTimeFormatOptions) => onFirstUse(() => new Intl.DateTimeFormat(SITE_LOCALE, { ...options, timeZone: 'UTC' }))

const LONG: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }
const MONTH_YEAR: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' }

const formats = {
  dayMonthYear: moment(LONG),
  monthYear: moment(MONTH_YEAR),
  // en-CA writes numeric dates as yyyy-mm-dd: a sortable calendar day.
  isoDay: moment({ day: '2-digit', month: '2-digit', year: 'numeric' }),
  moment: moment({ ...LONG, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
  pickedLong: pickedDay(LONG),
  pickedMonthYear: pickedDay(MONTH_YEAR),
  pickedShort: pickedDay({ month: 'short', day: 'numeric', year: 'numeric' }),
}

/** The date, or null when the value is missing or unreadable. */
export function readDate(value: DateInput): Date | null {
  if (!value) return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

const formatWith = (format: () => Intl.DateTimeFormat) => (value: DateInput): string => {
  const date = readDate(value)
  return date ? format().format(date) : ''
}

/** "November 24, 2026": events, Instagram posts, receipts. */
export const formatDayMonthYear = formatWith(formats.dayMonthYear)

/** "November 2026": news posts. */
export const formatMonthYear = formatWith(formats.monthYear)

/** "November 26, 2026 at 1:54 p.m. PST": a moment staff read in an e-mail, in the charity's time zone. */
export const formatMoment = formatWith(formats.moment)

/** The calendar day ("2026-11-24") a moment falls on in the site's time zone. */
export const calendarDay = formatWith(formats.isoDay)

/** A day picked in the admin as "July 7, 2023" (review dates, grant deadlines). */
export const formatPickedDay = formatWith(formats.pickedLong)

/** A day picked in the admin as "July 2023" (newsletter issues). */
export const formatPickedMonth = formatWith(formats.pickedMonthYear)

/** A day picked in the admin, short: "Jan 5, 2024" (videos). */
export const formatPickedDayShort = formatWith(formats.pickedShort)
