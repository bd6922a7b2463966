import { rolesCount, type TwoFactorAccount } from '@/auth/twoFactor'
import type { Role } from './roles'

type MaybeStaff = (TwoFactorAccount & { collection?: string }) | null | undefined

/**
 * True when the signed-in staff account holds one of the roles, or is an administrator
 * (administrators may do everything). Visitors and accounts without roles hold none; nor does
 * a session that still owes its two-factor code (see src/auth/twoFactor.ts).
 */
export function hasRole(user: MaybeStaff, ...roles: Role[]): boolean {
  const held = user?.roles
  if (!Array.isArray(held) || !rolesCount(user!)) return false
  return held.includes('administrator') || roles.some((role) => held.includes(role))
}
