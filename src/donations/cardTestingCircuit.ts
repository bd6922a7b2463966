/**
 * The site-wide circuit: card testing spread over many addresses and browsers gets each one
 * card past the per-holder rules, so the site also watches itself. When, in the last minute,
 * the distinct cards tried (or those on gifts under $10, the testers' usual amount) rise well
 * above the site's own rate over the hour before, every attempt needs the check for a while,
 * and staff are told once per trip. Only attempts that would reach the payment service count:
 * those already refused change nothing there.
 *
 *   DONATION_CIRCUIT_CARDS_PER_MINUTE        distinct cards in a minute that trip it at least (80)
 *   DONATION_CIRCUIT_SMALL_CARDS_PER_MINUTE  distinct cards on gifts under $10 in a minute (40)
 *   DONATION_CIRCUIT_FACTOR                  and at least this many times the hour's rate (10)
 *   DONATION_CIRCUIT_MINUTES                 how long every attempt then needs the check (30)
 * A per-minute value of 0 turns that measure off.
 */
import { countFromEnv, type HitStore } from '@/http/rateLimit'
import { sharedHits } from '@/instances/sharedHits'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
export const SMALL_GIFT_UNDER = 10

type Measure = { key: string; floor: () => number }
const MEASURES = {
  cards: { key: 'circuit|cards', floor: () => countFromEnv('DONATION_CIRCUIT_CARDS_PER_MINUTE', 80) },
  small: { key: 'circuit|small-cards', floor: () => countFromEnv('DONATION_CIRCUIT_SMALL_CARDS_PER_MINUTE', 40) },
} satisfies Record<string, Measure>

const tripMs = () => countFromEnv('DONATION_CIRCUIT_MINUTES', 30) * MINUTE
const factor = () => countFromEnv('DONATION_CIRCUIT_FACTOR', 10)

export class CardTestingCircuit {
  constructor(
    private readonly store: HitStore,
    /** Tells staff the circuit tripped; called once per trip, its failure only logged. */
    private readonly alertStaff: (detail: string) => Promise<void>,
  ) {}

  /** True while the circuit is tripped: every attempt needs the check. */
  async tripped(now = Date.now()): Promise<boolean> {
    return (await this.store.recent('circuit|tripped', tripMs(), now)).count > 0
  }

  /** Counts an attempt about to reach the payment service, and trips the circuit when the minute is far above the hour. */
  async noteAttempt(card: string, amount: number, now = Date.now()): Promise<void> {
    // A card counts once a minute, site-wide: a donor's retries are not a surge.
    const seen = `circuit|seen|${card}`
    if ((await this.store.recent(seen, MINUTE, now)).count > 0) return
    await this.store.add(seen, now, MINUTE)
    const measures = [MEASURES.cards, ...(amount < SMALL_GIFT_UNDER ? [MEASURES.small] : [])]
    for (const measure of measures) {
      const floor = measure.floor()
      if (floor <= 0) continue
      await this.store.add(measure.key, now, HOUR + MINUTE)
      const lastMinute = (await this.store.recent(measure.key, MINUTE, now)).count
      const hourBefore = (await this.store.recent(measure.key, HOUR + MINUTE, now)).count - lastMinute
      const usual = hourBefore / 60
      if (lastMinute >= Math.max(floor, factor() * usual)) {
        await this.trip(`${lastMinute} different cards${measure === MEASURES.small ? ` on gifts under $${SMALL_GIFT_UNDER}` : ''} in the last minute, against ${usual.toFixed(1)} a minute over the hour before`, now)
        return
      }
    }
  }

  private async trip(detail: string, now: number) {
    const wasTripped = await this.tripped(now)
    await this.store.add('circuit|tripped', now, tripMs())
    if (wasTripped) return
    // One e-mail per trip, even when several processes trip it at once.
    const first = await this.store.hitUnlessFull('circuit|alerted', 1, tripMs(), now)
    if (!first.counted) return
    await this.alertStaff(detail).catch((error: unknown) => console.error(`donate: the card-testing circuit tripped, but staff could not be told (${(error as Error)?.message})`))
  }
}

export const cardTestingCircuit = new CardTestingCircuit(sharedHits, async (detail) => {
  const { alertStaffOfCardTesting } = await import('./circuitAlert')
  await alertStaffOfCardTesting(detail)
})
