/**
 * A browser's own id for the card-testing rules: a random id signed with a key of ours, in a
 * first-party cookie that only /api/donate receives (HttpOnly, so no script reads it). It names
 * nobody: it only lets "distinct cards from this browser" be counted when the address changes.
 * A missing, altered or unsigned cookie is replaced by a new one.
 */
import crypto from 'node:crypto'
import { serverUrl } from '@/utilities/runtimeEnv'
import { keyFromEnv } from './keyFromEnv'

export const DONOR_BROWSER_COOKIE = 'pcf_donor_browser'
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60

const key = () => keyFromEnv('DONOR_BROWSER_KEY', 'donor-browser')
const sign = (id: string) => crypto.createHmac('sha256', key()).update(id).digest('base64url').slice(0, 32)

function cookieValue(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === DONOR_BROWSER_COOKIE) return rest.join('=')
  }
  return null
}

/** The browser's id from its cookie, or a new one and the cookie to set. */
export function donorBrowser(cookieHeader: string | null): { id: string; setCookie: string | null } {
  const value = cookieValue(cookieHeader)
  const [id, mac] = (value ?? '').split('.')
  if (id && mac && /^[A-Za-z0-9_-]{22}$/.test(id)) {
    const expected = Buffer.from(sign(id))
    const given = Buffer.from(mac)
    if (given.length === expected.length && crypto.timingSafeEqual(given, expected)) return { id, setCookie: null }
  }
  const fresh = crypto.randomBytes(16).toString('base64url')
  const secure = serverUrl().startsWith('https:') ? '; Secure' : ''
  return { id: fresh, setCookie: `${DONOR_BROWSER_COOKIE}=${fresh}.${sign(fresh)}; Path=/api/donate; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}` }
}
