import type { Payload } from 'payload'
import { RISK_CHECKER_PATH } from '@/content/paths'
import { dueSoonLimit, reviewState, type ReviewState } from './reviewSchedule'

export type ReviewDue = {
  /** Where it is edited, under the admin's route: a page, or the risk checker's settings. */
  editPath: string
  title: string
  path: string | null
  lastReviewed: string | null
  nextReviewDue: string | null
  reviewer: string | null
  state: Exclude<ReviewState, 'current'>
}

type Reviewed = { lastReviewed?: string | null; nextReviewDue?: string | null; reviewedBy?: { name?: string | null; role?: string | null } | null }

/** Due when its next review falls within 30 days, or when it was reviewed but never scheduled. */
const isDue = (doc: Reviewed, now: Date) =>
  doc.nextReviewDue ? new Date(doc.nextReviewDue).getTime() <= dueSoonLimit(now).getTime() : Boolean(doc.lastReviewed)

function row(doc: Reviewed, item: { editPath: string; title: string; path: string | null }, now: Date): ReviewDue {
  const reviewer = [doc.reviewedBy?.name, doc.reviewedBy?.role].filter(Boolean).join(', ')
  return {
    ...item,
    lastReviewed: doc.lastReviewed ?? null,
    nextReviewDue: doc.nextReviewDue ?? null,
    reviewer: reviewer || null,
    state: reviewState(doc.nextReviewDue, now) === 'overdue' ? 'overdue' : 'due-soon',
  }
}

/**
 * Information pages and the risk checker's wording whose medical review is overdue or due within
 * 30 days, the most urgent first: those with a due day on or before 30 days from now, and
 * reviewed ones with no due day at all. Draft pages are included (their content may be
 * published later). Staff only: the caller passes the signed-in user, and access rules apply.
 */
export async function findReviewsDue(payload: Payload, now: Date, user: unknown): Promise<ReviewDue[]> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: {
      or: [
        { nextReviewDue: { less_than_equal: dueSoonLimit(now).toISOString() } },
        { and: [{ lastReviewed: { exists: true } }, { nextReviewDue: { exists: false } }] },
      ],
    },
    sort: 'nextReviewDue',
    depth: 0,
    limit: 500,
    pagination: false,
    overrideAccess: false,
    user: user as Parameters<Payload['find']>[0]['user'],
    select: { title: true, path: true, lastReviewed: true, nextReviewDue: true, reviewedBy: true },
  })
  const rows = docs.map((doc) => row(doc, { editPath: `/collections/pages/${doc.id}`, title: doc.title, path: doc.path ?? null }, now))
  const checker = await payload
    .findGlobal({ slug: 'risk-checker', depth: 0, overrideAccess: false, user: user as Parameters<Payload['findGlobal']>[0]['user'] })
    .catch(() => null) // an account that may not read it does not review it
  if (checker && isDue(checker, now)) rows.push(row(checker, { editPath: '/globals/risk-checker', title: 'Risk checker', path: RISK_CHECKER_PATH }, now))
  return rows.sort((a, b) => (a.nextReviewDue ?? '').localeCompare(b.nextReviewDue ?? ''))
}
