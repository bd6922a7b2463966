/**
 * The one date a reminder keeps: the day it is sent. From a birth month and
 * year we keep only the first day of the month the person turns 45, never the birth date; the
 * other choice is a year from today. Days are UTC calendar days, 'YYYY-MM-DD'.
 */
export const REMINDER_CHOICES = ['at45', 'in12months'] as const
export type ReminderChoice = (typeof REMINDER_CHOICES)[number]

export const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/** The first day of the month the person turns 45. */
export function dayTurning45(birthMonth: number, birthYear: number): string {
  return `${String(birthYear + 45).padStart(4, '0')}-${String(birthMonth).padStart(2, '0')}-01`
}

/** The same day next year (29 February becomes 1 March). */
export function dayInTwelveMonths(now: Date): string {
  const next = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate()))
  return dayOf(next)
}

/** Whether `day` is still to come: a reminder for today or earlier would be no reminder. */
export const isAfterToday = (day: string, now: Date) => day > dayOf(now)
