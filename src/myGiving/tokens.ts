/**
 * Secrets of "My giving": link and session tokens come from src/http/secretTokens.ts. The form
 * token against cross-site posts is derived from the session, so it needs no storage of its own.
 */
import crypto from 'node:crypto'
import { payloadSecret } from '@/utilities/runtimeEnv'

export { hashToken, isTokenShaped, newToken } from '@/http/secretTokens'

const formSecret = () => `my-giving-form:${payloadSecret()}`

/** The hidden form field's value for a session (by the hash of its token). */
export const formTokenFor = (sessionHash: string) => crypto.createHmac('sha256', formSecret()).update(sessionHash).digest('base64url')

export function isFormTokenOf(sessionHash: string, given: unknown): boolean {
  if (typeof given !== 'string') return false
  const expected = Buffer.from(formTokenFor(sessionHash))
  const actual = Buffer.from(given)
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual)
}

/** E-mail addresses compare without case or surrounding spaces. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()
