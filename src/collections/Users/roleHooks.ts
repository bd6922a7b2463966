import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'
import { recordAudit } from '@/audit/record'

const isAdministrator = (doc: { roles?: unknown } | undefined) => Array.isArray(doc?.roles) && doc.roles.includes('administrator')

async function otherAdministrators(req: PayloadRequest, id: number | string): Promise<number> {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ roles: { contains: 'administrator' } }, { id: { not_equals: id } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

const LAST_ADMINISTRATOR = 'This is the last administrator account. Give another account the Administrator role first.'

/** The very first account (created in /admin on a new site) becomes an administrator. */
export const firstAccountIsAdministrator: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  if (totalDocs === 0) data.roles = ['administrator']
  return data
}

/** The last administrator can never lose the role: the site would have nobody to manage accounts. */
export const keepAnAdministrator: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update') return data
  if (originalDoc && isAdministrator(originalDoc) && Array.isArray(data.roles) && !isAdministrator(data)) {
    if ((await otherAdministrators(req, originalDoc.id)) === 0) throw new APIError(LAST_ADMINISTRATOR, 400, undefined, true)
  }
  return data
}

export const keepAnAdministratorOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (doc && isAdministrator(doc) && (await otherAdministrators(req, id)) === 0) throw new APIError(LAST_ADMINISTRATOR, 400, undefined, true)
}

const roleList = (doc: { roles?: unknown } | undefined) => (Array.isArray(doc?.roles) ? [...(doc.roles as string[])].sort().join(', ') : '')

export const auditRoleChanges: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (!req.user) return doc
  const before = operation === 'create' ? '' : roleList(previousDoc)
  const after = roleList(doc)
  if (before === after) return doc
  await recordAudit(req, {
    action: 'roles-changed',
    collection: 'users',
    documentId: doc.id,
    detail: `${doc.email}: ${before || (operation === 'create' ? 'new account' : 'no roles')} → ${after || 'no roles'}`,
  })
  return doc
}

export const auditAccountDeleted: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (!req.user) return doc
  await recordAudit(req, { action: 'account-deleted', collection: 'users', documentId: doc.id, detail: `${doc.email} (${roleList(doc) || 'no roles'})` })
  return doc
}
