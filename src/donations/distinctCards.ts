/**
 * Card testing with cards that still work produces no declines, only many different cards. This
 * counts the distinct cards (fingerprints) each holder has tried in a day: the client address
 * and the browser (its signed cookie), each on its own, so neither a new address nor a fresh
 * browser starts the count again for the other. The second distinct card asks for the check,
 * the fifth is refused until the first leaves the window.
 *
 *   DONATION_CHALLENGE_AFTER_CARDS   distinct cards per holder that ask for the check (2)
 *   RATE_LIMIT_DONATION_CARDS_MAX / _WINDOW_MS   distinct cards per holder that are refused (5 in 24 hours)
 * A value of 0 turns that rule off.
 */
import { countFromEnv, limitFromEnv, retryAfterSeconds, type HitStore } from '@/http/rateLimit'
import { sharedHits } from '@/instances/sharedHits'

const cardsLimit = limitFromEnv('DONATION_CARDS', { max: 5, windowMs: 24 * 60 * 60_000 })
const challengeAfterCards = () => countFromEnv('DONATION_CHALLENGE_AFTER_CARDS', 2)

export type DistinctCardsVerdict = { blocked: false; challengeRequired: boolean } | { blocked: true; retryAfterSeconds: number }

export class DistinctCards {
  constructor(private readonly store: HitStore) {}

  /**
   * Notes that `holders` (hashed address, browser id) tried `card`, and says what the attempt
   * may do: the count includes this card, so a holder's first card is always let through.
   */
  async note(holders: string[], card: string, now = Date.now()): Promise<DistinctCardsVerdict> {
    const limit = cardsLimit()
    const challengeAt = challengeAfterCards()
    if (limit.max <= 0 && challengeAt <= 0) return { blocked: false, challengeRequired: false }
    let most = 0
    let oldest: number | null = null
    for (const holder of holders) {
      const pair = `distinct-cards|seen|${holder}|${card}`
      if ((await this.store.recent(pair, limit.windowMs, now)).count === 0) {
        await this.store.add(pair, now, limit.windowMs)
        await this.store.add(`distinct-cards|${holder}`, now, limit.windowMs)
      }
      const recent = await this.store.recent(`distinct-cards|${holder}`, limit.windowMs, now)
      if (recent.count > most) {
        most = recent.count
        oldest = recent.oldest
      }
    }
    if (limit.max > 0 && most >= limit.max) return { blocked: true, retryAfterSeconds: retryAfterSeconds(oldest, limit.windowMs, now) }
    return { blocked: false, challengeRequired: challengeAt > 0 && most >= challengeAt }
  }
}

export const distinctCards = new DistinctCards(sharedHits)
