import type { CollectionAfterOperationHook } from 'payload'
import { recordAudit } from './record'

/**
 * Records that a signed-in account viewed donor records: one entry per list or record opened
 * (not per row, nor per record filled into another one). Server work without an account (jobs, the donation endpoint) is not an access
 * by a person; exports record their own entry and mark their reads as audited.
 */
export const auditDonorReads: CollectionAfterOperationHook = async ({ collection, operation, req, result, args }) => {
  if (!req.user || req.context?.audited) return result
  // Records filled into another record (relationships) are part of the read that fetched that
  // one, which is recorded already; writing here would also break Payload's batching of them.
  if (((args as { currentDepth?: number }).currentDepth ?? 0) > 0) return result
  if (operation === 'findByID') {
    const id = (args as { id?: string | number }).id
    await recordAudit(req, { action: 'donor-data-viewed', collection: collection.slug, documentId: id })
  } else if (operation === 'find') {
    const docs = (result as { docs?: { id: unknown }[] } | undefined)?.docs ?? []
    if (docs.length === 0) return result
    await recordAudit(req, {
      action: 'donor-data-viewed',
      collection: collection.slug,
      detail: `List of ${docs.length} record${docs.length === 1 ? '' : 's'}`,
    })
  }
  return result
}
