import type { CollectionAfterChangeHook } from 'payload'
import { queueNotification } from '@/forms/jobs'

/**
 * Staff release a post from the spam folder by setting it to "Queued": its e-mail is queued
 * then, as it would have been when it came in.
 */
export const releaseFromSpam: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || previousDoc?.deliveryStatus !== 'spam' || doc.deliveryStatus !== 'queued') return doc
  await queueNotification(req.payload, doc.id)
  return doc
}
