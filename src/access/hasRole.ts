import type { Role } from './roles'

type MaybeStaff = { roles?: readonly string[] | null; collection?: string } | null | undefined

/**
 * True when the signed-in staff account holds one of the roles, or is an administrator
 * (administrators may do everything). Visitors and accounts without roles hold none.
 */
export function hasRole(user: MaybeStaff, ...roles: Role[]): boolean {
  const held = user?.roles
  if (!Array.isArray(held)) return false
  return held.includes('administrator') || roles.some((role) => held.includes(role))
}
