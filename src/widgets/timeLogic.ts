/**
 * The time picker's rules, with no React: 12- and 24-hour display, parsing typed input,
 * the hour and minute faces, optional minimum/maximum hour and time, 5-minute snapping.
 * A time is { hours 0-23, minutes 0-59 }.
 */

export type Time = { hours: number; minutes: number }
export type Meridiem = 'AM' | 'PM'
export type TimeFormat = 12 | 24

/** Spec constants. */
export const INVALID_TIME_FORMAT = 'Invalid Time Format'
export const MINUTE_TIP_STEP = 5
export const MINUTE_INCREMENT = 5
export const LABELS = { ok: 'Ok', cancel: 'Cancel', clear: 'Clear', am: 'AM', pm: 'PM' } as const
/** Clear resets the picker to 12:00 PM. */
export const CLEARED_TIME: Time = { hours: 12, minutes: 0 }

export type TimeLimits = {
  /** Earliest and latest hour allowed (0-23), whole hours. */
  minHour?: number
  maxHour?: number
  /** Earliest and latest time allowed, to the minute. */
  minTime?: Time
  maxTime?: Time
}

const pad = (n: number) => String(n).padStart(2, '0')

export const meridiemOf = (time: Time): Meridiem => (time.hours < 12 ? 'AM' : 'PM')

/** 0 → 12, 13 → 1: the hour as a 12-hour clock shows it. */
export const hour12 = (hours: number) => (hours % 12 === 0 ? 12 : hours % 12)

/** A 12-hour clock hour (1-12) and AM/PM as a 0-23 hour. */
export function to24(hour: number, meridiem: Meridiem): number {
  return (hour % 12) + (meridiem === 'PM' ? 12 : 0)
}

export function formatTime(time: Time | null | undefined, format: TimeFormat = 12): string {
  if (!time) return ''
  if (format === 24) return `${pad(time.hours)}:${pad(time.minutes)}`
  return `${pad(hour12(time.hours))}:${pad(time.minutes)} ${meridiemOf(time)}`
}

/**
 * Typed input: "h:mm AM" / "hh:mm pm" in 12-hour format (the AM/PM is required), "HH:mm"
 * in 24-hour format. Null when the text is not a time in that format.
 */
export function parseTime(input: string | null | undefined, format: TimeFormat = 12): Time | null {
  const text = (input ?? '').trim()
  if (format === 24) {
    const m = /^(\d{1,2}):(\d{2})$/.exec(text)
    if (!m) return null
    const hours = Number(m[1])
    const minutes = Number(m[2])
    return hours <= 23 && minutes <= 59 ? { hours, minutes } : null
  }
  const m = /^(\d{1,2}):(\d{2})\s*([ap])\.?\s*m\.?$/i.exec(text)
  if (!m) return null
  const hour = Number(m[1])
  const minutes = Number(m[2])
  if (hour < 1 || hour > 12 || minutes > 59) return null
  return { hours: to24(hour, m[3]!.toLowerCase() === 'p' ? 'PM' : 'AM'), minutes }
}

/** The message for typed text: null when empty or valid, else "Invalid Time Format". */
export function timeInputError(input: string, format: TimeFormat = 12): string | null {
  if (!input.trim()) return null
  return parseTime(input, format) ? null : INVALID_TIME_FORMAT
}

const toMinutes = (t: Time) => t.hours * 60 + t.minutes

/** Whether a whole hour (0-23) has at least one allowed minute. */
export function isHourDisabled(hours: number, limits: TimeLimits = {}): boolean {
  if (limits.minHour !== undefined && hours < limits.minHour) return true
  if (limits.maxHour !== undefined && hours > limits.maxHour) return true
  if (limits.minTime && hours < limits.minTime.hours) return true
  if (limits.maxTime && hours > limits.maxTime.hours) return true
  return false
}

export function isTimeDisabled(time: Time, limits: TimeLimits = {}): boolean {
  if (isHourDisabled(time.hours, limits)) return true
  if (limits.minTime && toMinutes(time) < toMinutes(limits.minTime)) return true
  if (limits.maxTime && toMinutes(time) > toMinutes(limits.maxTime)) return true
  return false
}

/** Rounds to the nearest step (5 minutes), staying within the hour (58 → 55, not 60). */
export function snapMinutes(minutes: number, step = MINUTE_INCREMENT): number {
  const snapped = Math.round(minutes / step) * step
  return Math.min(snapped, 60 - step)
}

/** The closest allowed time to `time` within the limits (used when limits exclude it). */
export function clampTime(time: Time, limits: TimeLimits = {}): Time {
  let value = toMinutes(time)
  const lows = [limits.minHour !== undefined ? limits.minHour * 60 : 0, limits.minTime ? toMinutes(limits.minTime) : 0]
  const highs = [
    limits.maxHour !== undefined ? limits.maxHour * 60 + 59 : 24 * 60 - 1,
    limits.maxTime ? toMinutes(limits.maxTime) : 24 * 60 - 1,
  ]
  value = Math.max(value, ...lows)
  value = Math.min(value, ...highs)
  return { hours: Math.floor(value / 60), minutes: value % 60 }
}

export type FaceOption = { value: number; label: string; ring: 'outer' | 'inner'; disabled: boolean }

/**
 * The hour face. 12-hour: 12, 1 … 11 for the current AM/PM. 24-hour: outer ring 12, 1 … 11
 * (noon and the morning), inner ring 00, 13 … 23. Values are 0-23 hours.
 */
export function hourOptions(format: TimeFormat, meridiem: Meridiem, limits: TimeLimits = {}): FaceOption[] {
  const clock = [12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
  if (format === 12) {
    return clock.map((h) => {
      const value = to24(h, meridiem)
      return { value, label: String(h), ring: 'outer', disabled: isHourDisabled(value, limits) }
    })
  }
  const outer: FaceOption[] = clock.map((h) => ({ value: h, label: String(h), ring: 'outer', disabled: isHourDisabled(h, limits) }))
  const inner: FaceOption[] = clock.map((h) => {
    const value = h === 12 ? 0 : h + 12
    return { value, label: pad(value), ring: 'inner', disabled: isHourDisabled(value, limits) }
  })
  return [...outer, ...inner]
}

/** The minute face: tips every 5 minutes (00, 05 … 55), disabled outside the limits for `hours`. */
export function minuteOptions(hours: number, limits: TimeLimits = {}): FaceOption[] {
  return Array.from({ length: 60 / MINUTE_TIP_STEP }, (_, i) => {
    const value = i * MINUTE_TIP_STEP
    return { value, label: pad(value), ring: 'outer', disabled: isTimeDisabled({ hours, minutes: value }, limits) }
  })
}

/** Switches AM/PM keeping the clock hour (3 AM → 3 PM). */
export function withMeridiem(time: Time, meridiem: Meridiem): Time {
  return { hours: to24(hour12(time.hours), meridiem), minutes: time.minutes }
}

/** One minute (or one increment when snapping) up or down, wrapping within the hour. */
export function stepMinutes(time: Time, direction: 1 | -1, increment?: number): Time {
  const step = increment ?? 1
  const base = increment ? snapMinutes(time.minutes, increment) : time.minutes
  return { hours: time.hours, minutes: (base + direction * step + 60) % 60 }
}

