/**
 * Finance's answer to a gift flagged "Needs review" once it is dealt with (a first monthly gift
 * whose enrolment was lost: the donor set up again): the flag clears and the note keeps who
 * cleared it and when. Records are never edited otherwise. A gift still pending is not for
 * staff to settle: the reconciliation asks the processor again on its next run.
 */
import type { Payload } from 'payload'
import { formatDayMonthYear } from '@/format/dates'

export type ReviewHandled = { ok: true } | { ok: false; status: number; message: string }

export const STILL_PENDING = 'This gift is still pending: the reconciliation asks the processor again every 10 minutes and settles it once the processor answers.'

export async function markReviewHandled(payload: Payload, id: number, by: string, now = new Date()): Promise<ReviewHandled> {
  const doc = await payload.findByID({ collection: 'donations', id, depth: 0, overrideAccess: true, disableErrors: true, select: { status: true, needsReview: true, reviewNote: true } })
  if (!doc) return { ok: false, status: 404, message: 'There is no such donation.' }
  if (!doc.needsReview) return { ok: false, status: 409, message: 'This gift is not waiting for a review.' }
  if (doc.status === 'pending') return { ok: false, status: 409, message: STILL_PENDING }
  const handled = `Handled by ${by} on ${formatDayMonthYear(now.toISOString())}.`
  await payload.db.updateOne({
    collection: 'donations',
    // Only while still flagged: two people pressing at once leave one note.
    where: { and: [{ id: { equals: id } }, { needsReview: { equals: true } }] },
    data: { needsReview: false, reviewNote: [doc.reviewNote, handled].filter(Boolean).join(' '), updatedAt: now.toISOString() },
    returning: false,
  })
  return { ok: true }
}
