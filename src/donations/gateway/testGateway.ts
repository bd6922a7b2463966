/**
 * The default gateway when none is configured: deterministic on the card number, no network.
 *   4242 4242 4242 4242 → approved (027)      4000 0000 0000 0002 → declined (481, DECLINED)
 *   4000 0000 0000 0119 → no answer in time, though the charge went through (the case a donor
 *                         must never be told "not charged"); the status query finds it approved
 *   any other Luhn-valid number → approved
 * Vault tokens carry the outcome, so a vaulted decline card also declines when charged later.
 * The status query answers from what this process charged; an order it never saw gets no answer
 * (it may have been charged by another process), so reconciliation flags it for staff.
 */
import crypto from 'node:crypto'
import { openTestCardToken } from './testCardToken'
import type { CardData, GatewayResult, PaymentGateway, StatusAnswer, VaultResult } from './types'

export const TEST_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  timeout: '4000000000000119',
} as const

type Outcome = 'approve' | 'decline' | 'timeout'

/** The outcome of a card number (the card frame seals it into the token it issues). */
export const outcomeOfPan = (pan: string): Outcome => (pan === TEST_CARDS.decline ? 'decline' : pan === TEST_CARDS.timeout ? 'timeout' : 'approve')
const outcomeOfCard = (card: CardData): Outcome => outcomeOfPan(card.pan)

const outcomeOfToken = (token: string): Outcome => {
  const kind = token.split('_')[1]
  return kind === 'decline' || kind === 'timeout' ? kind : 'approve'
}

function result(outcome: Outcome, now: () => Date): GatewayResult {
  const transDateTime = now().toISOString()
  if (outcome === 'approve') {
    return {
      status: 'approved',
      responseCode: '027',
      referenceNum: `T${crypto.randomInt(10 ** 9, 10 ** 10)}`,
      authCode: crypto.randomBytes(3).toString('hex').toUpperCase(),
      message: 'APPROVED',
      transDateTime,
    }
  }
  if (outcome === 'decline') {
    return { status: 'declined', responseCode: '481', referenceNum: `T${crypto.randomInt(10 ** 9, 10 ** 10)}`, authCode: null, message: 'DECLINED', transDateTime }
  }
  return { status: 'failed', responseCode: null, referenceNum: null, authCode: null, message: 'TIMEOUT: the payment service did not answer', transDateTime }
}

/** What the test "processor" did with each order, as a real one remembers: a timeout was charged. */
const ledger = new Map<string, GatewayResult>()

function charge(orderId: string, outcome: Outcome, now: () => Date): GatewayResult {
  const answer = result(outcome, now)
  ledger.set(orderId, outcome === 'timeout' ? result('approve', now) : answer)
  return answer
}

function vaultOutcome(outcome: Outcome, now: () => Date): VaultResult {
  if (outcome === 'timeout') return { ok: false, result: result('timeout', now) }
  // The token names the outcome for later charges, never the card number.
  return { ok: true, token: `testtok_${outcome}_${crypto.randomBytes(8).toString('hex')}` }
}

/** A token this gateway did not issue, or one out of date: refused unsent, as a processor refuses it, nothing charged. */
const refusedToken = (now: () => Date): GatewayResult => ({
  status: 'failed',
  responseCode: null,
  referenceNum: null,
  authCode: null,
  message: 'INVALID CARD TOKEN',
  transDateTime: now().toISOString(),
  tokenRefused: true,
})

export function createTestGateway(now: () => Date = () => new Date()): PaymentGateway {
  return {
    name: 'test',
    async purchase({ orderId, card }) {
      return charge(orderId, outcomeOfCard(card), now)
    },
    async vault({ card }) {
      return vaultOutcome(outcomeOfCard(card), now)
    },
    async updateVault({ card }) {
      // A replacement card is checked at once: the declining card is refused and the old token stays.
      const outcome = outcomeOfCard(card)
      if (outcome !== 'approve') return { ok: false, result: result(outcome, now) }
      return { ok: true, token: `testtok_approve_${crypto.randomBytes(8).toString('hex')}` }
    },
    async chargeToken({ orderId, token }) {
      return charge(orderId, outcomeOfToken(token), now)
    },
    // Temporary tokens from the test gateway's own card frame (cardFrame/), sealed by it.
    cardTokens: {
      inspect(cardToken, _bin, at) {
        const opened = openTestCardToken(cardToken, { now: at ?? now().getTime() })
        if (!opened.ok) return opened
        const { bin, last4, brand, expMMYY } = opened.card
        return { ok: true, card: { bin, last4, brand, expMMYY } }
      },
      async purchase({ orderId, cardToken }) {
        const opened = openTestCardToken(cardToken, { now: now().getTime() })
        if (!opened.ok) return refusedToken(now)
        return charge(orderId, opened.card.outcome, now)
      },
      async vault({ cardToken }) {
        const opened = openTestCardToken(cardToken, { now: now().getTime() })
        if (!opened.ok) return { ok: false, result: refusedToken(now) }
        return vaultOutcome(opened.card.outcome, now)
      },
      async replace({ cardToken }) {
        const opened = openTestCardToken(cardToken, { now: now().getTime() })
        if (!opened.ok) return { ok: false, result: refusedToken(now) }
        if (opened.card.outcome !== 'approve') return { ok: false, result: result(opened.card.outcome, now) }
        return { ok: true, token: `testtok_approve_${crypto.randomBytes(8).toString('hex')}` }
      },
    },
    async status({ orderId }): Promise<StatusAnswer | null> {
      const earlier = ledger.get(orderId)
      return earlier ? { found: true, result: earlier } : null
    },
  }
}
