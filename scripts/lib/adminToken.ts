import { generateSync } from 'otplib'
import { DEMO_TOTP_SECRET } from '../../src/auth/demoTwoFactor'
import { DEFAULT_DEMO_ADMIN_PASSWORD, DEMO_ADMIN_EMAIL } from '../../src/seed/users'

/**
 * Signs the measuring scripts in as an administrator and returns the JWT for the REST API.
 * Without an account: BENCH_ADMIN_EMAIL / BENCH_ADMIN_PASSWORD, else the demo administrator.
 * Administrators need a two-factor code: from BENCH_ADMIN_TOTP_SECRET, else the demo key's.
 */
export async function adminToken(base: string, account?: { email: string; password: string }): Promise<string> {
  const { email, password } = account ?? {
    email: process.env.BENCH_ADMIN_EMAIL || DEMO_ADMIN_EMAIL,
    password: process.env.BENCH_ADMIN_PASSWORD || process.env.DEMO_ADMIN_PASSWORD || DEFAULT_DEMO_ADMIN_PASSWORD,
  }
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, totp: generateSync({ secret: process.env.BENCH_ADMIN_TOTP_SECRET || DEMO_TOTP_SECRET }) }),
  })
  const { token } = (await res.json().catch(() => ({}))) as { token?: string }
  if (!token) throw new Error(`Admin sign-in failed (HTTP ${res.status}); for a site other than the demo, set BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD and BENCH_ADMIN_TOTP_SECRET.`)
  return token
}
