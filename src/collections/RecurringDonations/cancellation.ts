import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import { recordAudit } from '@/audit/record'

/** What a person may change on a monthly gift: its cancellation, nothing else. */
const CANCELLATION_FIELDS = new Set(['status', 'cancellationReason'])

/**
 * A person (not the charge job) may only cancel a monthly gift: every other change they send
 * is dropped, a cancelled gift stays cancelled, and who cancelled it and when are written here.
 * The server's own writes (charges, retries) carry no account and pass unchanged.
 */
export const onlyCancellation: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  if (!req.user) {
    if (data.status === 'cancelled' && originalDoc.status !== 'cancelled' && !data.cancelledAt) data.cancelledAt = new Date().toISOString()
    return data
  }
  for (const key of Object.keys(data)) {
    if (!CANCELLATION_FIELDS.has(key)) data[key] = originalDoc[key]
  }
  if (data.status === originalDoc.status) return data
  if (originalDoc.status === 'cancelled') throw new APIError('This monthly gift is cancelled; a new enrolment is needed to restart it.', 400, undefined, true)
  if (data.status !== 'cancelled') throw new APIError('Staff can only cancel a monthly gift; its other states are set by the monthly charges.', 400, undefined, true)
  data.cancelledAt = new Date().toISOString()
  data.cancelledBy = req.user.id
  return data
}

export const recordCancellation: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !req.user || previousDoc?.status === 'cancelled' || doc.status !== 'cancelled') return doc
  await recordAudit(req, {
    action: 'monthly-gift-cancelled',
    collection: 'recurring-donations',
    documentId: doc.id,
    detail: doc.cancellationReason ? String(doc.cancellationReason).slice(0, 200) : undefined,
  })
  return doc
}
