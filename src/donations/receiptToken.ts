/**
 * A signed reference to one donation's receipt (HMAC-SHA256 with the site secret), so a donor
 * can reopen the receipt from a link without an account: "<id>.<expires>.<signature>", where
 * <expires> is the link's end in Unix seconds (90 days for the thank-you page and e-mails, a
 * day for the links on My giving, which gives a fresh one each time).
 *
 * Links made before links expired read "<id>.<signature>": they still open the receipt until 90
 * days after the gift (receiptAnswer.ts checks the gift's date), then expire like the others.
 */
import crypto from 'node:crypto'
import { payloadSecret } from '@/utilities/runtimeEnv'

/** How long a receipt link in an e-mail or on the thank-you page lasts. */
export const RECEIPT_LINK_MS = 90 * 24 * 60 * 60_000

const secret = () => `receipt:${payloadSecret()}`
const sign = (signed: string) => crypto.createHmac('sha256', secret()).update(signed).digest('base64url').slice(0, 32)

export function signReceiptToken(donationId: number | string, expiresAt: Date = new Date(Date.now() + RECEIPT_LINK_MS)): string {
  const body = `${donationId}.${Math.floor(expiresAt.getTime() / 1000)}`
  return `${body}.${sign(body)}`
}

/** The donation a token was signed for and when the link ends (null: an undated link of before). */
export type ReceiptLink = { id: number; expiresAt: Date | null }

const sameSignature = (expected: string, given: string) => {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}

/** The link a token names, or null when it is not ours or has expired. */
export function readReceiptToken(token: string | null | undefined, now: Date = new Date()): ReceiptLink | null {
  const dated = /^(\d{1,12})\.(\d{9,11})\.([A-Za-z0-9_-]{32})$/.exec(token ?? '')
  if (dated) {
    if (!sameSignature(sign(`${dated[1]}.${dated[2]}`), dated[3]!)) return null
    const expiresAt = new Date(Number(dated[2]) * 1000)
    return expiresAt.getTime() > now.getTime() ? { id: Number(dated[1]), expiresAt } : null
  }
  const undated = /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token ?? '')
  if (undated && sameSignature(sign(undated[1]!), undated[2]!)) return { id: Number(undated[1]), expiresAt: null }
  return null
}
