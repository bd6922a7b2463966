import type { Role } from './roles'
import { hasRole } from './hasRole'

/** For `admin.hidden`: shows a collection in the admin only to the roles that work with it. */
export const hiddenUnless =
  (...roles: Role[]) =>
  ({ user }: { user: unknown }) =>
    !hasRole(user as Parameters<typeof hasRole>[0], ...roles)
