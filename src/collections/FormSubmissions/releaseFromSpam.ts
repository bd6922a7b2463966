import type { CollectionAfterChangeHook } from 'payload'
import { recordAudit } from '@/audit/record'
import { queueNotification } from '@/forms/jobs'

/**
 * Staff release a post from the spam folder by setting it to "Queued": its e-mail is queued
 * then, as it would have been when it came in, and the release goes into the audit trail.
 */
export const releaseFromSpam: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.deliveryStatus !== 'spam' || doc.deliveryStatus !== 'queued') return doc
  await queueNotification(req.payload, doc.id)
  await recordAudit(req, { action: 'spam-released', collection: 'form-submissions', documentId: doc.id, detail: `Form ${doc.form}` })
  return doc
}
