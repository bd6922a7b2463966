/**
 * Card-testing velocity: declined charges counted per client address and per card (its
 * fingerprint, never its number). A few declines from one address ask for a proof-of-work
 * challenge before the next attempt; a run of declines from one address, or on one card, blocks
 * further attempts until the oldest of them leaves the window. Posts alone are limited elsewhere
 * (rateLimit.ts); declines are what card testing produces and genuine donors rarely do.
 *
 *   RATE_LIMIT_DONATION_DECLINES_MAX / _WINDOW_MS   declines per address before a block (4 in 1 hour)
 *   RATE_LIMIT_CARD_DECLINES_MAX / _WINDOW_MS       declines per card before a block (3 in 24 hours)
 *   DONATION_CHALLENGE_AFTER_DECLINES               declines per address, same window, before the challenge (2)
 * A maximum of 0 turns that rule off.
 */
import { countFromEnv, limitFromEnv, retryAfterSeconds as retryAfter } from '@/http/rateLimit'
import { sharedHits } from '@/instances/sharedHits'
import { HitLogDeclineCounter, type DeclineCounter } from './declineCounter'

const addressDeclineLimit = limitFromEnv('DONATION_DECLINES', { max: 4, windowMs: 60 * 60_000 })
const cardDeclineLimit = limitFromEnv('CARD_DECLINES', { max: 3, windowMs: 24 * 60 * 60_000 })
const challengeAfterDeclines = () => countFromEnv('DONATION_CHALLENGE_AFTER_DECLINES', 2)

export type BlockReason = 'address-declines' | 'card-declines'
export type VelocityVerdict =
  | { blocked: false; challengeRequired: boolean }
  | { blocked: true; reason: BlockReason; retryAfterSeconds: number }

export class DeclineVelocity {
  /**
   * Attempts still waiting for the gateway, per address. Once an address has a decline, they
   * count as if declined too: otherwise a tester sending many attempts at once would pass the
   * check with all of them before the next decline is counted. Not before the first decline, so
   * that donors sharing one address (an office, a benchmark) can give at the same time; that
   * first burst is bounded by the post rate limit. Not per card either: genuine gifts on one
   * card at the same moment (the test card in the benches) must not block each other.
   */
  private pending = new Map<string, number>()

  constructor(private readonly counter: DeclineCounter = new HitLogDeclineCounter()) {}

  /**
   * What the next attempt from `address` with `card` (fingerprints; card null when absent) may
   * do. An attempt let through is counted as pending until `settle` (call it once, after the charge).
   */
  async check(address: string, card: string | null, now = Date.now()): Promise<VelocityVerdict & { settle: () => void }> {
    const addressKey = `address:${address}`
    // Taken before the first await, so that attempts racing in this process see each other.
    const pendingAddress = this.pending.get(addressKey) ?? 0
    this.pending.set(addressKey, pendingAddress + 1)
    let settled = false
    const settle = () => {
      if (settled) return
      settled = true
      const left = (this.pending.get(addressKey) ?? 1) - 1
      if (left > 0) this.pending.set(addressKey, left)
      else this.pending.delete(addressKey)
    }
    try {
      const verdict = await this.verdict(addressKey, card ? `card:${card}` : null, pendingAddress, now)
      if (verdict.blocked) settle()
      return { ...verdict, settle }
    } catch (error) {
      settle()
      throw error
    }
  }

  private async verdict(addressKey: string, cardKey: string | null, pendingAddress: number, now: number): Promise<VelocityVerdict> {
    const byAddress = addressDeclineLimit()
    const fromAddress = await this.counter.recent(addressKey, byAddress.windowMs, now)
    const addressCount = fromAddress.count + (fromAddress.count > 0 ? pendingAddress : 0)
    if (byAddress.max > 0 && addressCount >= byAddress.max) {
      return { blocked: true, reason: 'address-declines', retryAfterSeconds: retryAfter(fromAddress.oldest, byAddress.windowMs, now) }
    }
    const byCard = cardDeclineLimit()
    if (cardKey && byCard.max > 0) {
      const onCard = await this.counter.recent(cardKey, byCard.windowMs, now)
      if (onCard.count >= byCard.max) return { blocked: true, reason: 'card-declines', retryAfterSeconds: retryAfter(onCard.oldest, byCard.windowMs, now) }
    }
    const threshold = challengeAfterDeclines()
    return { blocked: false, challengeRequired: threshold > 0 && addressCount >= threshold }
  }

  /** Counts one declined charge against the address and the card. */
  async noteDecline(address: string, card: string | null, now = Date.now()): Promise<void> {
    await this.counter.add(`address:${address}`, now)
    if (card) await this.counter.add(`card:${card}`, now)
  }
}

/** The site's one velocity tracker, counting declines in the database for every server process. */
export const donationVelocity = new DeclineVelocity(new HitLogDeclineCounter(sharedHits))
