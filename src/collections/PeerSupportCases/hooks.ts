import { APIError, type CollectionAfterOperationHook, type CollectionBeforeChangeHook } from 'payload'
import { recordAudit } from '@/audit/record'
import { isEnded, moveRefusal, type CaseStatus } from '@/peerSupport/flow'

/**
 * Keeps every change, from the admin, REST or GraphQL, to the case flow: a refused move answers
 * 400 with the reason and changes nothing. "Introduced" comes only from picking a volunteer.
 */
export const keepToTheFlow: CollectionBeforeChangeHook = ({ data, originalDoc, operation, context }) => {
  if (operation !== 'update' || !originalDoc) return data
  const from = originalDoc.status as CaseStatus
  const to = (data.status ?? from) as CaseStatus
  if (from === to) return data
  const refusal = moveRefusal(from, to)
  if (refusal) throw new APIError(refusal, 400, undefined, true)
  if (to === 'introduced' && !context?.introduction) {
    throw new APIError('Pick a volunteer from the suggestions to introduce them; the case then becomes "Introduced".', 400, undefined, true)
  }
  const now = new Date().toISOString()
  if (to === 'first-call-done' && !originalDoc.firstCallAt) data.firstCallAt = now
  if (isEnded(to) && !originalDoc.endedAt) data.endedAt = now
  return data
}

/** Every case opened by a signed-in account goes into the audit trail (lists and cases filled into others do not). */
export const auditCaseOpened: CollectionAfterOperationHook = async ({ operation, req, result, args, collection }) => {
  if (operation !== 'findByID' || !req.user) return result
  if (((args as { currentDepth?: number }).currentDepth ?? 0) > 0) return result
  await recordAudit(req, { action: 'peer-case-opened', collection: collection.slug, documentId: (args as { id?: string | number }).id })
  return result
}
