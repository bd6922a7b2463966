/**
 * Secrets of "My giving": a link or session token is 32 random bytes; the database keeps only
 * its SHA-256 hash (a random token needs no slow hash). The form token against cross-site posts
 * is derived from the session, so it needs no storage of its own.
 */
import crypto from 'node:crypto'

export const newToken = () => crypto.randomBytes(32).toString('base64url')

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** Tokens we issue: 43 base64url characters. Anything else is refused before any look-up. */
export const isTokenShaped = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)

const formSecret = () => `my-giving-form:${process.env.PAYLOAD_SECRET ?? ''}`

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
