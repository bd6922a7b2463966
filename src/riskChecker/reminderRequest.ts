/**
 * What the reminder form sends, checked on the server: the choice, the e-mail address, and for
 * "when I turn 45" the birth month and year (used to work out the date, then dropped). The form
 * itself needs no script: the browser's own checks (required, type=email, min/max) mirror these.
 */
import { z } from '@/utilities/zod'
import { dayInTwelveMonths, dayTurning45, isAfterToday, REMINDER_CHOICES, type ReminderChoice } from './reminderDates'

export const reminderEmail = z.email({ error: 'Enter an e-mail address like name@example.org.' }).max(254)

export type ReminderProblem = 'email' | 'choice' | 'birth' | 'past'

export type ReadReminder =
  | { ok: true; email: string; sendOn: string; choice: ReminderChoice }
  | { ok: false; problem: ReminderProblem; choice?: ReminderChoice }

/** The earliest birth year we accept: older people need no reminder to turn 45. */
export const EARLIEST_BIRTH_YEAR = 1900

const int = (value: string | undefined) => (value && /^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : NaN)

/** The reminder asked for, or the first thing to fix. */
export function readReminderRequest(fields: Record<string, string | undefined>, now = new Date()): ReadReminder {
  const choice = z.enum(REMINDER_CHOICES).safeParse(fields.when)
  if (!choice.success) return { ok: false, problem: 'choice' }
  const email = reminderEmail.safeParse((fields.email ?? '').trim())
  if (!email.success) return { ok: false, problem: 'email', choice: choice.data }
  let sendOn: string
  if (choice.data === 'at45') {
    const month = int(fields.birthMonth)
    const year = int(fields.birthYear)
    if (!(month >= 1 && month <= 12) || !(year >= EARLIEST_BIRTH_YEAR && year <= now.getUTCFullYear())) {
      return { ok: false, problem: 'birth', choice: choice.data }
    }
    sendOn = dayTurning45(month, year)
  } else {
    sendOn = dayInTwelveMonths(now)
  }
  if (!isAfterToday(sendOn, now)) return { ok: false, problem: 'past', choice: choice.data }
  return { ok: true, email: email.data.toLowerCase(), sendOn, choice: choice.data }
}

/**
 * The words the person agrees to, shown beside the button and kept, exactly so, in the consent
 * record (Canada's anti-spam law asks us to be able to show what was agreed to, and when).
 */
export function reminderConsentWording(charityName: string): string {
  return (
    `By asking for a reminder, you agree that ${charityName} may send you one e-mail on the date you chose, ` +
    'reminding you to think about talking to your doctor about prostate cancer checking, and first an e-mail to confirm your address. ' +
    'We keep only your e-mail address and that date, and delete them once the reminder is sent. ' +
    'You can stop the reminder at any time with the link in every e-mail.'
  )
}
