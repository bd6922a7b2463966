/**
 * Temporary card tokens from the card frame (hosted tokenization), on the site's side: the
 * clear 400 answers for a token that is missing, forged, expired, already used or refused by the
 * processor, the list of spent tokens (each may be charged once, whichever process sees it; kept
 * in the shared hit log under a hash of the token), and the rule that the site takes no card numbers.
 */
import crypto from 'node:crypto'
import { sharedHits } from '@/instances/sharedHits'
import type { HitStore } from '@/http/rateLimit'

export { CARD_BIN_FIELD, CARD_TOKEN_FIELD } from './cardTokenFields'

/** `refused`: the processor itself would not take the token (its own answer: unknown, spent or expired). */
export type TokenProblem = 'missing' | 'forged' | 'expired' | 'used' | 'refused'

export const TOKEN_MESSAGES: Record<TokenProblem, string> = {
  missing: 'The card details did not come with the gift. Please enter your card again. You have not been charged.',
  forged: 'The card details could not be read. Please enter your card again. You have not been charged.',
  expired: 'The card details were entered more than 15 minutes ago and have expired. Please enter your card again. You have not been charged.',
  used: 'These card details were already used for a payment. Please enter your card again. You have not been charged.',
  // Sent to the processor, which answered that it could not use them: not a decline, so no word on a charge.
  refused: 'Your card details expired before we could use them. Please enter your card again.',
}

export const CARD_NUMBER_REFUSED =
  'This site does not take card numbers: enter the card in the secure card field of the donation form. You have not been charged.'

/** Fields that carry card data the site must never receive. */
const CARD_NUMBER_FIELDS = ['card_number', 'card_exp', 'pan', 'expdate'] as const

/**
 * Whether a post is refused for carrying a card number. Every served site (NODE_ENV=production:
 * `npm start`, demo included) refuses one, unless DONATION_LEGACY_CARD_FIELDS=1 keeps the old
 * contract for a legacy client, which puts the server back in PCI DSS's heaviest scope.
 */
export function refusesCardNumbers(fields: Record<string, string>, env: Record<string, string | undefined> = process.env): boolean {
  if (env.NODE_ENV !== 'production' || env.DONATION_LEGACY_CARD_FIELDS === '1') return false
  return CARD_NUMBER_FIELDS.some((name) => (fields[name] ?? '') !== '')
}

const TOKEN_KEEP_MS = 24 * 60 * 60_000
const spentKey = (cardToken: string) => `card-token|${crypto.createHash('sha256').update(cardToken).digest('hex').slice(0, 32)}`

export class SpentCardTokens {
  constructor(private readonly store: HitStore) {}

  async wasSpent(cardToken: string, now = Date.now()): Promise<boolean> {
    return (await this.store.recent(spentKey(cardToken), TOKEN_KEEP_MS, now)).count > 0
  }

  /** Marks the token spent in one step; false when it already was (two posts racing with one token). */
  async spend(cardToken: string, now = Date.now()): Promise<boolean> {
    return (await this.store.hitUnlessFull(spentKey(cardToken), 1, TOKEN_KEEP_MS, now)).counted
  }
}

export const spentCardTokens = new SpentCardTokens(sharedHits)
