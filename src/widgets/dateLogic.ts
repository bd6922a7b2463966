/**
 * The date picker's calendar arithmetic, with no React: days/months/years views, year
 * pages, day/month/year parsing and formatting, and the keyboard moves. Dates are plain
 * { year, month (1-12), day } values, so no time zone can shift a chosen day.
 */

export type SimpleDate = { year: number; month: number; day: number }
export type CalendarView = 'days' | 'months' | 'years'

/** Spec: 24 years per year view, 4 columns in month and year grids, Sunday first. */
export const YEARS_PER_PAGE = 24
export const GRID_COLUMNS = 4
export const DEFAULT_FIRST_DAY_OF_WEEK = 0
export const DEFAULT_TITLE = 'Select date'

export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const
export const MONTH_SHORT = MONTH_NAMES.map((m) => m.slice(0, 3).toUpperCase())
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** Weekday 0 (Sunday) to 6 of a date. */
export function weekday(date: SimpleDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()
}

export function sameDate(a: SimpleDate | null | undefined, b: SimpleDate | null | undefined): boolean {
  return !!a && !!b && a.year === b.year && a.month === b.month && a.day === b.day
}

export function compareDates(a: SimpleDate, b: SimpleDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day
}

/** Adds days (negative allowed), through month and year ends. */
export function addDays(date: SimpleDate, days: number): SimpleDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

/** Adds months, keeping the day where it exists (31 Jan + 1 month = 29 Feb in a leap year). */
export function addMonths(date: SimpleDate, months: number): SimpleDate {
  const index = date.year * 12 + (date.month - 1) + months
  const year = Math.floor(index / 12)
  const month = index - year * 12 + 1
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) }
}

export const addYears = (date: SimpleDate, years: number) => addMonths(date, years * 12)

export function todayOf(now: Date = new Date()): SimpleDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() }
}

/**
 * The weeks of a month for the days view: rows of 7 cells starting on `firstDayOfWeek`,
 * null where the row reaches into the neighbouring months.
 */
export function monthWeeks(year: number, month: number, firstDayOfWeek = DEFAULT_FIRST_DAY_OF_WEEK): Array<Array<SimpleDate | null>> {
  const lead = (weekday({ year, month, day: 1 }) - firstDayOfWeek + 7) % 7
  const cells: Array<SimpleDate | null> = Array.from({ length: lead }, () => null)
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push({ year, month, day })
  while (cells.length % 7) cells.push(null)
  return chunk(cells, 7)
}

/** Weekday names in column order for a first day of the week. */
export function weekdayOrder(firstDayOfWeek = DEFAULT_FIRST_DAY_OF_WEEK): number[] {
  return Array.from({ length: 7 }, (_, i) => (firstDayOfWeek + i) % 7)
}

/** The first year of the 24-year page holding `year` (pages start at multiples of 24). */
export function yearPageStart(year: number): number {
  return Math.floor(year / YEARS_PER_PAGE) * YEARS_PER_PAGE
}

/** The 24 years of the page holding `year`, in rows of 4. */
export function yearPage(year: number): number[][] {
  const start = yearPageStart(year)
  return chunk(Array.from({ length: YEARS_PER_PAGE }, (_, i) => start + i), GRID_COLUMNS)
}

/** Months 1-12 in rows of 4. */
export function monthRows(): number[][] {
  return chunk(Array.from({ length: 12 }, (_, i) => i + 1), GRID_COLUMNS)
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const rows: T[][] = []
  for (let i = 0; i < items.length; i += size) rows.push(items.slice(i, i + size))
  return rows
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** Default display format: day/month/year with slashes (dd/mm/yyyy). */
export function formatDate(date: SimpleDate | null | undefined): string {
  return date ? `${pad(date.day)}/${pad(date.month)}/${pad(date.year, 4)}` : ''
}

export function isValidDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day) &&
    year >= 1 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
  )
}

/**
 * Typed input read as day/month/year: one or two digits for day and month, four for the
 * year, separated by "/" (also "-" or "." as people type them). Null when unparsable or
 * not a real date (31/02/2024).
 */
export function parseDate(input: string | null | undefined): SimpleDate | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(input ?? '')
  if (!match) return null
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return isValidDate(year, month, day) ? { year, month, day } : null
}

/** What the dialog starts on for typed text: the parsed date, or today when unparsable. */
export function selectionFromInput(input: string, today: SimpleDate): SimpleDate {
  return parseDate(input) ?? today
}

export function clampDate(date: SimpleDate, min?: SimpleDate | null, max?: SimpleDate | null): SimpleDate {
  if (min && compareDates(date, min) < 0) return min
  if (max && compareDates(date, max) > 0) return max
  return date
}

export function isOutOfRange(date: SimpleDate, min?: SimpleDate | null, max?: SimpleDate | null): boolean {
  return (!!min && compareDates(date, min) < 0) || (!!max && compareDates(date, max) > 0)
}

export type NavKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown'
export const NAV_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']

/**
 * Where the keyboard focus goes in a view. Days: arrows ±1 day / ±1 week, Home/End first and
 * last day of the month, PageUp/PageDown previous/next month (with Alt: year). Months:
 * arrows ±1 / ±4 months, Home/End January/December, PageUp/PageDown ±1 year. Years:
 * arrows ±1 / ±4 years, Home/End first/last year of the page, PageUp/PageDown ±24 years.
 */
export function moveFocus(view: CalendarView, date: SimpleDate, key: NavKey, altKey = false): SimpleDate {
  if (view === 'days') {
    switch (key) {
      case 'ArrowLeft': return addDays(date, -1)
      case 'ArrowRight': return addDays(date, 1)
      case 'ArrowUp': return addDays(date, -7)
      case 'ArrowDown': return addDays(date, 7)
      case 'Home': return { ...date, day: 1 }
      case 'End': return { ...date, day: daysInMonth(date.year, date.month) }
      case 'PageUp': return altKey ? addYears(date, -1) : addMonths(date, -1)
      case 'PageDown': return altKey ? addYears(date, 1) : addMonths(date, 1)
    }
  }
  if (view === 'months') {
    switch (key) {
      case 'ArrowLeft': return addMonths(date, -1)
      case 'ArrowRight': return addMonths(date, 1)
      case 'ArrowUp': return addMonths(date, -GRID_COLUMNS)
      case 'ArrowDown': return addMonths(date, GRID_COLUMNS)
      case 'Home': return addMonths(date, 1 - date.month)
      case 'End': return addMonths(date, 12 - date.month)
      case 'PageUp': return addYears(date, -1)
      case 'PageDown': return addYears(date, 1)
    }
  }
  switch (key) {
    case 'ArrowLeft': return addYears(date, -1)
    case 'ArrowRight': return addYears(date, 1)
    case 'ArrowUp': return addYears(date, -GRID_COLUMNS)
    case 'ArrowDown': return addYears(date, GRID_COLUMNS)
    case 'Home': return addYears(date, yearPageStart(date.year) - date.year)
    case 'End': return addYears(date, yearPageStart(date.year) + YEARS_PER_PAGE - 1 - date.year)
    case 'PageUp': return addYears(date, -YEARS_PER_PAGE)
    case 'PageDown': return addYears(date, YEARS_PER_PAGE)
  }
}

/** The title button's text per view: "January 2024" or "2016 – 2039". */
export function periodLabel(view: CalendarView, date: SimpleDate): string {
  if (view === 'years') {
    const start = yearPageStart(date.year)
    return `${start} – ${start + YEARS_PER_PAGE - 1}`
  }
  if (view === 'months') return String(date.year)
  return `${MONTH_NAMES[date.month - 1]} ${date.year}`
}

/** The previous/next arrows: a month in days view, a year in months view, 24 years in years view. */
export function stepPeriod(view: CalendarView, date: SimpleDate, direction: 1 | -1): SimpleDate {
  if (view === 'days') return addMonths(date, direction)
  if (view === 'months') return addYears(date, direction)
  return addYears(date, direction * YEARS_PER_PAGE)
}

/** The title button: days → years; months or years → days. */
export function titleTarget(view: CalendarView): CalendarView {
  return view === 'days' ? 'years' : 'days'
}

/** "Fri, Jan 5" for the dialog's header. */
export function headerLabel(date: SimpleDate | null): string {
  if (!date) return ''
  return `${WEEKDAY_NAMES[weekday(date)]!.slice(0, 3)}, ${MONTH_NAMES[date.month - 1]!.slice(0, 3)} ${date.day}`
}

/** A full name for screen readers: "Friday, January 5, 2024". */
export function spokenDate(date: SimpleDate): string {
  return `${WEEKDAY_NAMES[weekday(date)]}, ${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`
}
