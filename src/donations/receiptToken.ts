/**
 * A signed reference to one donation's receipt (HMAC-SHA256 with the site secret), so a donor
 * can reopen the receipt from a link without an account: "<id>.<signature>".
 */
import crypto from 'node:crypto'

const secret = () => `receipt:${process.env.PAYLOAD_SECRET ?? ''}`
const sign = (id: string) => crypto.createHmac('sha256', secret()).update(id).digest('base64url').slice(0, 32)

export function signReceiptToken(donationId: number | string): string {
  return `${donationId}.${sign(String(donationId))}`
}

/** The donation id the token was signed for, or null when it is not ours. */
export function verifyReceiptToken(token: string | null | undefined): number | null {
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token ?? '')
  if (!m) return null
  const expected = Buffer.from(sign(m[1]!))
  const given = Buffer.from(m[2]!)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? Number(m[1]) : null
}
