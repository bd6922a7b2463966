/**
 * The built-in test gateway's temporary card tokens, as its card frame issues them: the card's
 * outcome, first six and last four digits, brand and expiry, sealed with AES-256-GCM so the
 * token is opaque to the browser and cannot be forged or altered without the key. No card number
 * is inside. A token is good for 15 minutes; that it is used once is kept by the caller
 * (cardToken.ts), as a processor keeps it.
 *
 * Key: TEST_CARD_FRAME_KEY (the process that serves the frame passes the site its own), else
 * derived from PAYLOAD_SECRET.
 */
import crypto from 'node:crypto'
import { cardBrand, type CardBrand } from '../card'
import { keyFromEnv } from '../keyFromEnv'
import type { IssuedCard } from '../cardFrame/frameServer'

export const TEST_TOKEN_PREFIX = 'tt-'
export const TEMPORARY_TOKEN_MS = 15 * 60_000

export type TestOutcome = 'approve' | 'decline' | 'timeout'
export type SealedCard = { outcome: TestOutcome; bin: string; last4: string; brand: CardBrand | null; expMMYY: string; issuedAt: number }
export type OpenedToken = { ok: true; card: SealedCard } | { ok: false; problem: 'forged' | 'expired' }

const keyOf = (env: Record<string, string | undefined>) => crypto.createHash('sha256').update(keyFromEnv('TEST_CARD_FRAME_KEY', 'test-card-frame', env)).digest()

/** Makes a token for a card the frame accepted; `outcomeOf` is the test gateway's rule on card numbers. */
export function sealTestCardToken(card: IssuedCard, outcomeOf: (pan: string) => TestOutcome, { now = Date.now(), env = process.env as Record<string, string | undefined> } = {}): string {
  // Compact (fields joined by "|"), so the token stays short; the IV makes each one unique.
  const sealed = [outcomeOf(card.pan), card.pan.slice(0, 6), card.pan.slice(-4), cardBrand(card.pan) ?? '', card.expMMYY, now.toString(36)].join('|')
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(env), iv)
  const body = Buffer.concat([cipher.update(sealed, 'utf8'), cipher.final()])
  return TEST_TOKEN_PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')
}

export function openTestCardToken(token: string, { now = Date.now(), env = process.env as Record<string, string | undefined> } = {}): OpenedToken {
  if (!token.startsWith(TEST_TOKEN_PREFIX) || token.length > 600) return { ok: false, problem: 'forged' }
  const raw = Buffer.from(token.slice(TEST_TOKEN_PREFIX.length), 'base64url')
  if (raw.length < 12 + 16 + 2) return { ok: false, problem: 'forged' }
  let card: SealedCard
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(env), raw.subarray(0, 12))
    decipher.setAuthTag(raw.subarray(raw.length - 16))
    const [outcome, bin, last4, brand, expMMYY, issued] = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8').split('|')
    card = { outcome: outcome as TestOutcome, bin: bin!, last4: last4!, brand: (brand || null) as CardBrand | null, expMMYY: expMMYY!, issuedAt: parseInt(issued!, 36) }
  } catch {
    return { ok: false, problem: 'forged' }
  }
  if (!(now - card.issuedAt >= 0 && now - card.issuedAt <= TEMPORARY_TOKEN_MS)) return { ok: false, problem: 'expired' }
  return { ok: true, card }
}
