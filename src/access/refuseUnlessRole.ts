import type { PayloadRequest } from 'payload'
import { hasRole } from './hasRole'
import type { Role } from './roles'

/**
 * For custom endpoints, which Payload's collection access does not guard: null when the
 * signed-in account holds one of the roles (administrators always do; with no roles named,
 * only they pass), otherwise the answer to send: 401 to a visitor, 403 to staff without the
 * role, in Payload's own error shape.
 */
export function refuseUnlessRole(req: PayloadRequest, refusal: { signIn: string; forbidden: string }, ...roles: Role[]): Response | null {
  if (!req.user) return Response.json({ errors: [{ message: refusal.signIn }] }, { status: 401 })
  if (!hasRole(req.user, ...roles)) return Response.json({ errors: [{ message: refusal.forbidden }] }, { status: 403 })
  return null
}
