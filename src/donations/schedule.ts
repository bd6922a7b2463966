/**
 * Monthly gifts are charged on the 15th, every day of the week: card networks settle
 * on weekends too, so a 15th that falls on a Saturday is charged that Saturday. Billing dates
 * are kept at 12:00 UTC on the 15th, which is the 15th in every Canadian time zone.
 */
import { MONTHLY_BILLING_DAY } from './constants'

const at = (year: number, month: number) => new Date(Date.UTC(year, month, MONTHLY_BILLING_DAY, 12, 0, 0))

/** The first billing day strictly after the month of `from`: the 15th of the next month. */
export function nextBillingDate(from: Date): Date {
  return at(from.getUTCFullYear(), from.getUTCMonth() + 1)
}

/** After a charge that was due on `due`, the next one: the 15th of the month after `due`. */
export const followingBillingDate = (due: Date) => at(due.getUTCFullYear(), due.getUTCMonth() + 1)

/** Failed charges are tried again 2, 4 and 7 days after the billing day, then staff are told. */
export const RETRY_DAYS = [2, 4, 7] as const
export const MAX_RETRIES = RETRY_DAYS.length

export function retryDate(due: Date, failedAttempts: number): Date | null {
  const days = RETRY_DAYS[failedAttempts - 1]
  if (days === undefined) return null
  return new Date(due.getTime() + days * 86_400_000)
}

/** The next billing day from `now` on: this month's 15th if it is still ahead, else next month's. */
export function upcomingBillingDate(now: Date): Date {
  const thisMonth = at(now.getUTCFullYear(), now.getUTCMonth())
  return thisMonth.getTime() > now.getTime() ? thisMonth : nextBillingDate(now)
}

/** `date` moved on by whole months, kept on the billing day. */
export const monthsAfter = (date: Date, months: number) => at(date.getUTCFullYear(), date.getUTCMonth() + months)
