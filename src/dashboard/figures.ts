import type { CollectionSlug, Payload, Where } from 'payload'
import { hasRole } from '@/access/hasRole'
import { formSelectOptions } from '@/forms/formOptions'
import { findReviewsDue } from '@/infoPages/reviewsDue'
import { SITE_TIME_ZONE } from '@/format/locale'
import { TZDate } from '@date-fns/tz'
import { addDays, addMonths, startOfDay, startOfMonth } from 'date-fns'

/** The admin list a figure counts: its collection, filtered exactly as the figure was counted. */
export type FigureList = { collection: CollectionSlug; where: Where }
export type Counted = { count: number; list: FigureList }
export type Summed = Counted & { total: number }

export type DonationFigures = {
  today: Summed
  month: Summed
  failingMonthlyGifts: Counted
  /** Monthly gifts whose missed month was paid this month after the donor gave a new card. */
  recoveredThisMonth: Counted
  blockedToday: Counted
}
export type FormFigures = {
  /** Submissions of the last 7 days, per form (spam left out). */
  perForm: ({ form: string; label: string } & Counted)[]
  failedEmails: Counted
  inSpamFolder: Counted
}
export type ContentFigures = { pagesDueForReview: number }

export type DashboardFigures = {
  donations?: DonationFigures
  forms?: FormFigures
  content?: ContentFigures
}

type Staff = Parameters<typeof hasRole>[0]

const iso = (date: Date) => new Date(date.getTime()).toISOString()

/** Today and this month as the charity's calendar has them (midnight in its time zone, not UTC's). */
export function periods(now: Date): { dayStart: string; dayEnd: string; monthStart: string; monthEnd: string; weekAgo: string } {
  const local = new TZDate(now.getTime(), SITE_TIME_ZONE)
  const day = startOfDay(local)
  const month = startOfMonth(local)
  return {
    dayStart: iso(day),
    dayEnd: iso(addDays(day, 1)),
    monthStart: iso(month),
    monthEnd: iso(addMonths(month, 1)),
    weekAgo: new Date(now.getTime() - 7 * 86_400_000).toISOString(),
  }
}

const between = (field: string, from: string, to: string): Where[] => [{ [field]: { greater_than_equal: from } }, { [field]: { less_than: to } }]

/** Every figure's list, for one moment: the figures count these, and the dashboard links to them. */
export function figureLists(now: Date) {
  const p = periods(now)
  const approved: Where = { status: { equals: 'approved' } }
  const list = (collection: CollectionSlug, ...and: Where[]): FigureList => ({ collection, where: { and } })
  return {
    donationsToday: list('donations', approved, ...between('createdAt', p.dayStart, p.dayEnd)),
    donationsMonth: list('donations', approved, ...between('createdAt', p.monthStart, p.monthEnd)),
    failingMonthlyGifts: list('recurring-donations', { status: { equals: 'failing' } }),
    recoveredThisMonth: list('recurring-donations', ...between('recoveredAt', p.monthStart, p.monthEnd)),
    blockedToday: list('blocked-donation-attempts', ...between('createdAt', p.dayStart, p.dayEnd)),
    formWeek: (form: string) => list('form-submissions', { form: { equals: form } }, { createdAt: { greater_than_equal: p.weekAgo } }, { deliveryStatus: { not_equals: 'spam' } }),
    failedEmails: list('form-submissions', { deliveryStatus: { equals: 'failed' } }),
    inSpamFolder: list('form-submissions', { deliveryStatus: { equals: 'spam' } }),
  }
}

/** Count and total (in dollars, summed in cents) of the approved gifts a list holds. */
async function summed(payload: Payload, list: FigureList): Promise<Summed> {
  const { docs } = await payload.find({ collection: 'donations', where: list.where, select: { amount: true }, pagination: false, depth: 0, overrideAccess: true })
  const cents = docs.reduce((total, d) => total + Math.round(Number(d.amount ?? 0) * 100), 0)
  return { count: docs.length, total: cents / 100, list }
}

const counted = async (payload: Payload, list: FigureList): Promise<Counted> => ({
  count: (await payload.count({ collection: list.collection, where: list.where, overrideAccess: true })).totalDocs,
  list,
})

/**
 * The day's work for one account: each block only for the roles that handle it (read as the
 * server, after the role check, so the figures need no per-row access checks).
 */
export async function dashboardFigures(payload: Payload, user: Staff, now = new Date()): Promise<DashboardFigures> {
  const lists = figureLists(now)
  const figures: DashboardFigures = {}
  if (hasRole(user, 'finance')) {
    const [today, month, failingMonthlyGifts, recoveredThisMonth, blockedToday] = await Promise.all([
      summed(payload, lists.donationsToday),
      summed(payload, lists.donationsMonth),
      counted(payload, lists.failingMonthlyGifts),
      counted(payload, lists.recoveredThisMonth),
      counted(payload, lists.blockedToday),
    ])
    figures.donations = { today, month, failingMonthlyGifts, recoveredThisMonth, blockedToday }
  }
  if (hasRole(user, 'support')) {
    const [perForm, failedEmails, inSpamFolder] = await Promise.all([
      Promise.all(formSelectOptions.map(async ({ value, label }) => ({ form: value, label, ...(await counted(payload, lists.formWeek(value))) }))),
      counted(payload, lists.failedEmails),
      counted(payload, lists.inSpamFolder),
    ])
    figures.forms = { perForm, failedEmails, inSpamFolder }
  }
  if (hasRole(user, 'editor')) {
    // The same list as the admin's "Reviews due" view: overdue or due within 30 days.
    figures.content = { pagesDueForReview: (await findReviewsDue(payload, now, user)).length }
  }
  return figures
}
