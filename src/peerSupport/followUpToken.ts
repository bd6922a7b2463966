/**
 * The follow-up question's link names the case and carries an HMAC of it (keyed by
 * PAYLOAD_SECRET), so a guessed or changed number opens nothing. It holds no personal data.
 */
import crypto from 'node:crypto'
import { payloadSecret } from '@/utilities/runtimeEnv'

const sign = (caseId: number) => crypto.createHmac('sha256', `peer-follow-up:${payloadSecret()}`).update(String(caseId)).digest('base64url')

export const followUpToken = (caseId: number) => `${caseId}.${sign(caseId)}`

/** The case a token names, or null when it is not one we signed. */
export function caseOfFollowUpToken(token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 100) return null
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!m) return null
  const id = Number(m[1])
  const expected = Buffer.from(sign(id))
  const given = Buffer.from(m[2]!)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? id : null
}
