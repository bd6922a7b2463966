import type { Payload } from 'payload'
import { dueSoonLimit, reviewState, type ReviewState } from './reviewSchedule'

export type ReviewDue = {
  id: number
  title: string
  path: string | null
  lastReviewed: string | null
  nextReviewDue: string | null
  reviewer: string | null
  state: Exclude<ReviewState, 'current'>
}

/**
 * Pages whose medical review is overdue or due within 30 days, the most urgent first: pages
 * with a due day on or before 30 days from now, and reviewed pages with no due day at all.
 * Drafts are included (their content may be published later). Staff only: the caller passes
 * the signed-in user, and access rules apply.
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
  return docs.map((doc) => {
    const reviewer = [doc.reviewedBy?.name, doc.reviewedBy?.role].filter(Boolean).join(', ')
    return {
      id: doc.id,
      title: doc.title,
      path: doc.path ?? null,
      lastReviewed: doc.lastReviewed ?? null,
      nextReviewDue: doc.nextReviewDue ?? null,
      reviewer: reviewer || null,
      state: reviewState(doc.nextReviewDue, now) === 'overdue' ? 'overdue' : 'due-soon',
    }
  })
}
