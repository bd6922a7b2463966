import type { PayloadRequest } from 'payload'
import type { AuditAction } from './actions'

type Entry = {
  action: AuditAction
  /** The collection and document concerned, when there is one. */
  collection?: string
  documentId?: string | number
  /** A short note in plain words (never the personal data itself). */
  detail?: string
}

/**
 * Adds an entry to the audit trail, as the signed-in account (or "system" for jobs). Written
 * with the server's rights: nobody may create, edit or delete entries through the API.
 * Runs in the request's transaction, so an action that fails leaves no entry behind.
 */
export async function recordAudit(req: PayloadRequest, entry: Entry): Promise<void> {
  const user = req.user as { id?: number | string; email?: string; collection?: string } | null | undefined
  await req.payload.create({
    collection: 'audit-entries',
    data: {
      action: entry.action,
      account: user?.collection === 'users' && user.id != null ? Number(user.id) : undefined,
      accountEmail: user?.email ?? 'system',
      targetCollection: entry.collection,
      documentId: entry.documentId != null ? String(entry.documentId) : undefined,
      detail: entry.detail,
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
