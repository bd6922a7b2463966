/**
 * Secrets sent in e-mailed links and cookies (My giving's sign-in links and sessions, the risk
 * checker reminder's confirmation): 32 random bytes, of which the database keeps only the SHA-256
 * hash (a random token needs no slow hash).
 */
import crypto from 'node:crypto'

export const newToken = () => crypto.randomBytes(32).toString('base64url')

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** Tokens we issue: 43 base64url characters. Anything else is refused before any look-up. */
export const isTokenShaped = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
