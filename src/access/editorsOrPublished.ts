import type { Access } from 'payload'
import { hasRole } from './hasRole'

/** Editors see drafts; everyone else (visitors and other staff) sees published documents only. */
export const editorsOrPublished: Access = ({ req: { user } }) => {
  if (hasRole(user, 'editor')) return true
  return { _status: { equals: 'published' } }
}
