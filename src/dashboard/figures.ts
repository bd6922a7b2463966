import type { Payload, Where } from 'payload'
import { hasRole } from '@/access/hasRole'
import { formSelectOptions } from '@/forms/formOptions'
import { findReviewsDue } from '@/infoPages/reviewsDue'


export type DonationFigures = {
  today: { count: number; total: number }
  month: { count: number; total: number }
  failingMonthlyGifts: number
  /** Null while the site has no record of blocked attempts. */
  blockedToday: number
}
export type FormFigures = {
  /** Submissions of the last 7 days, per form (spam left out). */
  perForm: { form: string; label: string; count: number }[]
  failedEmails: number
  inSpamFolder: number
}
export type ContentFigures = { pagesDueForReview: number }

export type DashboardFigures = {
  donations?: DonationFigures
  forms?: FormFigures
  content?: ContentFigures
}

type Staff = Parameters<typeof hasRole>[0]

/** Midnight (UTC) of `now`'s day and the first of its month. */
export function periodStarts(now: Date): { day: string; month: string } {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  return { day: day.toISOString(), month: month.toISOString() }
}

async function approvedSince(payload: Payload, since: string): Promise<{ count: number; total: number }> {
  const { docs } = await payload.find({
    collection: 'donations',
    where: { and: [{ status: { equals: 'approved' } }, { createdAt: { greater_than_equal: since } }] },
    select: { amount: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const cents = docs.reduce((sum, d) => sum + Math.round(Number(d.amount ?? 0) * 100), 0)
  return { count: docs.length, total: cents / 100 }
}

const count = async (payload: Payload, collection: string, where: Where) =>
  (await payload.count({ collection: collection as 'donations', where, overrideAccess: true })).totalDocs

/**
 * The day's work for one account: each block only for the roles that handle it (read as the
 * server, after the role check, so the figures need no per-row access checks).
 */
export async function dashboardFigures(payload: Payload, user: Staff, now = new Date()): Promise<DashboardFigures> {
  const { day, month } = periodStarts(now)
  const figures: DashboardFigures = {}
  if (hasRole(user, 'finance')) {
    const [today, thisMonth, failingMonthlyGifts, blockedToday] = await Promise.all([
      approvedSince(payload, day),
      approvedSince(payload, month),
      count(payload, 'recurring-donations', { status: { equals: 'failing' } }),
      count(payload, 'blocked-donation-attempts', { createdAt: { greater_than_equal: day } }),
    ])
    figures.donations = { today, month: thisMonth, failingMonthlyGifts, blockedToday }
  }
  if (hasRole(user, 'support')) {
    const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString()
    const perForm = await Promise.all(
      formSelectOptions.map(async ({ value, label }) => ({
        form: value,
        label,
        count: await count(payload, 'form-submissions', {
          and: [{ form: { equals: value } }, { createdAt: { greater_than_equal: weekAgo } }, { deliveryStatus: { not_equals: 'spam' } }],
        }),
      })),
    )
    const [failedEmails, inSpamFolder] = await Promise.all([
      count(payload, 'form-submissions', { deliveryStatus: { equals: 'failed' } }),
      count(payload, 'form-submissions', { deliveryStatus: { equals: 'spam' } }),
    ])
    figures.forms = { perForm, failedEmails, inSpamFolder }
  }
  if (hasRole(user, 'editor')) {
    // The same list as the admin's "Reviews due" view: overdue or due within 30 days.
    figures.content = { pagesDueForReview: (await findReviewsDue(payload, now, user)).length }
  }
  return figures
}
