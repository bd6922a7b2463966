/**
 * The medical review cycle of an information page: reviewed on a day, due again a year later,
 * flagged in the admin from 30 days before that. No React, no Payload: the admin view
 * (src/components/admin/ReviewsDue) and the Pages collection both use it.
 */

import { readDate } from '@/format/dates'

export const REVIEW_INTERVAL_MONTHS = 12
export const DUE_SOON_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000

/** The day the next review is due: the same calendar day, 12 months after the review (UTC, as the admin saves picked days). */
export function nextReviewDueAfter(reviewedOn: string | Date | null | undefined): string | null {
  const reviewed = readDate(reviewedOn)
  if (!reviewed) return null
  const date = new Date(reviewed.getTime())
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + REVIEW_INTERVAL_MONTHS)
  // 29 February reviewed: due on 28 February, not on 1 March.
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, lastDay))
  return date.toISOString()
}

export type ReviewState = 'overdue' | 'due-soon' | 'current'

/** Overdue once the due day has passed; due soon within 30 days of it. */
export function reviewState(nextReviewDue: string | Date | null | undefined, now: Date): ReviewState {
  const due = readDate(nextReviewDue)
  if (!due) return 'overdue' // never scheduled: a reviewer should look at it
  if (due.getTime() < now.getTime()) return 'overdue'
  if (due.getTime() - now.getTime() <= DUE_SOON_DAYS * DAY_MS) return 'due-soon'
  return 'current'
}

/** The last moment a review may be due and still be listed: 30 days from now. */
export const dueSoonLimit = (now: Date) => new Date(now.getTime() + DUE_SOON_DAYS * DAY_MS)
