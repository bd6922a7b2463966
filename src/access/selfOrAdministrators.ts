import type { Access } from 'payload'
import { hasRole } from './hasRole'

/** Administrators reach every account; anyone else only their own. */
export const selfOrAdministrators: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user)) return true
  return { id: { equals: user.id } }
}
