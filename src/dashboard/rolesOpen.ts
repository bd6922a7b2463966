import { needsTwoFactor, type TwoFactorAccount } from '@/auth/twoFactor'

/** The part of Payload's permissions for a request that says which collections it opens. */
export type Permissions = { collections?: Record<string, { read?: boolean; update?: boolean } | undefined> }

/**
 * Whether this session's roles count, for an admin component. The user handed to admin
 * components carries only the fields the account may read (not the verified sessions), so the
 * answer comes from the permissions Payload worked out for the request: each role opens its
 * own collection.
 */
export function rolesOpen(user: TwoFactorAccount, permissions: Permissions | undefined): boolean {
  if (!needsTwoFactor(user)) return true
  const c = permissions?.collections ?? {}
  const opens: Record<string, boolean> = {
    administrator: Boolean(c['audit-entries']?.read),
    finance: Boolean(c.donations?.read),
    support: Boolean(c['form-submissions']?.read),
    editor: Boolean(c.pages?.update),
  }
  return (user.roles ?? []).some((role) => opens[role])
}
