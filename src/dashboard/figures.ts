import type { CollectionSlug, Payload, Where } from 'payload'
import { hasRole } from '@/access/hasRole'
import { formSelectOptions } from '@/forms/formOptions'
import { findReviewsDue } from '@/infoPages/reviewsDue'

export type DonationFigures = {
  today: { count: number; total: number }
  month: { count: number; total: number }
  failingMonthlyGifts: number
  /** Monthly gifts whose missed month was paid this month after the donor gave a new card. */
  recoveredThisMonth: number
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
function periodStarts(now: Date): { day: string; month: string } {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  return { day: day.toISOString(), month: month.toISOString() }
}

type Sum = { count: number; total: number }

/** Approved gifts of the month, and of the day within it: one read for both figures. */
async function approvedGifts(payload: Payload, day: string, month: string): Promise<{ today: Sum; month: Sum }> {
  const { docs } = await payload.find({
    collection: 'donations',
    where: { and: [{ status: { equals: 'approved' } }, { createdAt: { greater_than_equal: month } }] },
    select: { amount: true, createdAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const sum = (list: typeof docs): Sum => {
    const cents = list.reduce((total, d) => total + Math.round(Number(d.amount ?? 0) * 100), 0)
    return { count: list.length, total: cents / 100 }
  }
  const dayStart = Date.parse(day)
  return { today: sum(docs.filter((d) => Date.parse(d.createdAt) >= dayStart)), month: sum(docs) }
}

const count = async (payload: Payload, collection: CollectionSlug, where: Where) =>
  (await payload.count({ collection, where, overrideAccess: true })).totalDocs

/**
 * The day's work for one account: each block only for the roles that handle it (read as the
 * server, after the role check, so the figures need no per-row access checks).
 */
export async function dashboardFigures(payload: Payload, user: Staff, now = new Date()): Promise<DashboardFigures> {
  const { day, month } = periodStarts(now)
  const figures: DashboardFigures = {}
  if (hasRole(user, 'finance')) {
    const [approved, failingMonthlyGifts, recoveredThisMonth, blockedToday] = await Promise.all([
      approvedGifts(payload, day, month),
      count(payload, 'recurring-donations', { status: { equals: 'failing' } }),
      count(payload, 'recurring-donations', { recoveredAt: { greater_than_equal: month } }),
      count(payload, 'blocked-donation-attempts', { createdAt: { greater_than_equal: day } }),
    ])
    figures.donations = { ...approved, failingMonthlyGifts, recoveredThisMonth, blockedToday }
  }
  if (hasRole(user, 'support')) {
    const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString()
    // One read of the week's submissions (their form only), counted per form here.
    const [{ docs: week }, failedEmails, inSpamFolder] = await Promise.all([
      payload.find({
        collection: 'form-submissions',
        where: { and: [{ createdAt: { greater_than_equal: weekAgo } }, { deliveryStatus: { not_equals: 'spam' } }] },
        select: { form: true },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      }),
      count(payload, 'form-submissions', { deliveryStatus: { equals: 'failed' } }),
      count(payload, 'form-submissions', { deliveryStatus: { equals: 'spam' } }),
    ])
    const perForm = formSelectOptions.map(({ value, label }) => ({ form: value, label, count: week.filter((s) => s.form === value).length }))
    figures.forms = { perForm, failedEmails, inSpamFolder }
  }
  if (hasRole(user, 'editor')) {
    // The same list as the admin's "Reviews due" view: overdue or due within 30 days.
    figures.content = { pagesDueForReview: (await findReviewsDue(payload, now, user)).length }
  }
  return figures
}
