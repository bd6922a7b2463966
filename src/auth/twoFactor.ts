/**
 * Two-factor sign-in: who needs it and whether this session has passed it. A session (one
 * sign-in) is "verified" once a correct code was given for it; its id is kept on the account.
 */
const TWO_FACTOR_ROLES = ['administrator', 'finance'] as const

export type TwoFactorAccount = {
  roles?: readonly string[] | null
  totpEnabled?: boolean | null
  twoFactorSessions?: unknown
  sessions?: readonly { id: string }[] | null
  _sid?: string
}

/** Administrators and Finance must use it; anyone who turned it on uses it too. */
export const needsTwoFactor = (user: TwoFactorAccount): boolean =>
  Boolean(user.totpEnabled) || (user.roles ?? []).some((r) => (TWO_FACTOR_ROLES as readonly string[]).includes(r))

const verifiedSessions = (user: TwoFactorAccount): string[] =>
  Array.isArray(user.twoFactorSessions) ? user.twoFactorSessions.filter((s): s is string => typeof s === 'string') : []

/**
 * Whether the account's roles count for this request. A browser or API session (it has a
 * session id) of an account that needs two-factor counts only once verified. Server code that
 * acts as an account through the Local API has no session id and is trusted.
 */
export function rolesCount(user: TwoFactorAccount): boolean {
  if (user._sid === undefined) return true
  if (!needsTwoFactor(user)) return true
  return verifiedSessions(user).includes(user._sid)
}

/**
 * What /staff/two-factor asks of a signed-in account: nothing more (this session is confirmed),
 * its code, or setting up a key (required for its role, or offered to anyone else).
 */
export type TwoFactorStep = 'confirmed' | 'enter-code' | 'set-up' | 'offer-set-up'

export function twoFactorStep(user: TwoFactorAccount): TwoFactorStep {
  if (user.totpEnabled) return rolesCount(user) ? 'confirmed' : 'enter-code'
  return needsTwoFactor(user) ? 'set-up' : 'offer-set-up'
}

/** Why a code was refused, in the words both the API and /staff/two-factor show. */
export const CODE_REFUSED = {
  wrong: 'That code is not right. Enter the 6 digits your authenticator app shows now.',
  'too-many': 'Too many wrong codes. Wait ten minutes and try again.',
} as const

/** The verified list with this session added and sessions that no longer exist dropped. */
export function withVerifiedSession(user: TwoFactorAccount, sid: string): string[] {
  const live = new Set((user.sessions ?? []).map((s) => s.id))
  live.add(sid)
  return [...new Set([...verifiedSessions(user), sid])].filter((s) => live.has(s))
}
