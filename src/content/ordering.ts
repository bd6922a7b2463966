import { calendarDay } from '@/format/dates'

type Dated = { date?: string | null }

const time = (value: string | null | undefined) => {
  const t = value ? new Date(value).getTime() : NaN
  return Number.isNaN(t) ? null : t
}

/** Newest first; undated items last, otherwise in their given order. */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string | null | undefined): T[] {
  return [...items].sort((a, b) => (time(dateOf(b)) ?? -Infinity) - (time(dateOf(a)) ?? -Infinity))
}

/** Soonest first; undated items last. */
export function soonestFirst<T>(items: readonly T[], dateOf: (item: T) => string | null | undefined): T[] {
  return [...items].sort((a, b) => (time(dateOf(a)) ?? Infinity) - (time(dateOf(b)) ?? Infinity))
}

/**
 * Events on `today` or later (by calendar day in the site's time zone, so an event this
 * morning still counts as upcoming all day), soonest first, at most `limit`.
 */
export function upcomingEvents<T extends Dated>(events: readonly T[], now: Date, limit = 3): T[] {
  const today = calendarDay(now)
  const upcoming = events.filter((event) => {
    const day = calendarDay(event.date)
    return day !== '' && day >= today
  })
  return soonestFirst(upcoming, (e) => e.date).slice(0, limit)
}

/** Events before `today` (by calendar day, as for upcoming), newest first; undated events last. */
export function pastEvents<T extends Dated>(events: readonly T[], now: Date): T[] {
  const today = calendarDay(now)
  return newestFirst(events.filter((event) => calendarDay(event.date) < today), (e) => e.date)
}

/** The items before and after `index`, wrapping around at both ends (null when there is no other item). */
export function wrapNeighbours<T>(items: readonly T[], index: number): { previous: T | null; next: T | null } {
  const n = items.length
  if (n < 2 || index < 0 || index >= n) return { previous: null, next: null }
  return { previous: items[(index - 1 + n) % n]!, next: items[(index + 1) % n]! }
}

/** The index `step` places from `index` in a list of `length`, wrapping around. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0
  return (((index + step) % length) + length) % length
}

/** How many cards a "Load More" list shows after `clicks` clicks (news: 6, then +2). */
export function shownCount(total: number, clicks: number, initial: number, step: number): number {
  return Math.min(total, initial + Math.max(0, clicks) * step)
}
