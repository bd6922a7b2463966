/**
 * Asking for a new card before the old one expires. The card's expiry is never stored: only the
 * day to ask (30 days before the expiry month begins), worked out when the card is given.
 */
import type { Payload, TaskConfig } from 'payload'
import { parseCardExp } from '@/donations/cardExp'
import type { RecurringDonation } from '@/payload-types'
import { ASK_FOR_NEW_CARD_DAYS } from './constants'
import { queueDonorMail } from './mail'
import { forgetEndedSignIns } from './sessions'

/** MMYY → the day to ask for a new card (ISO), or null when unreadable. */
export function askForNewCardOn(cardExp: string): string | null {
  const exp = parseCardExp(cardExp)
  if (!exp) return null
  return new Date(Date.UTC(exp.year, exp.month - 1, 1) - ASK_FOR_NEW_CARD_DAYS * 86_400_000).toISOString()
}

/** Each live monthly gift whose day to ask has come, asked once per card. */
export async function askForNewCards(payload: Payload, now: Date = new Date()): Promise<{ asked: number }> {
  const { docs } = await payload.find({
    collection: 'recurring-donations',
    where: { and: [{ status: { in: ['active', 'failing'] } }, { askForNewCardOn: { less_than_equal: now.toISOString() } }, { newCardAskedAt: { exists: false } }] },
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  let asked = 0
  for (const enrolment of docs as RecurringDonation[]) {
    if (!enrolment.b_email) continue
    // Marked first: a run repeated after a crash asks no one twice (at worst it asks no one).
    await payload.update({ collection: 'recurring-donations', id: enrolment.id, data: { newCardAskedAt: now.toISOString() }, overrideAccess: true, depth: 0 })
    await queueDonorMail(payload, { to: enrolment.b_email, kind: 'card-expiring', enrolment: enrolment.id })
    asked++
  }
  return { asked }
}

export const askForNewCardsTask = {
  slug: 'askForNewCards',
  label: 'Ask monthly donors for a new card before theirs expires; forget ended sign-ins',
  schedule: [{ cron: '0 0 7 * * *', queue: 'donations' }],
  outputSchema: [
    { name: 'asked', type: 'number' },
    { name: 'forgotten', type: 'number' },
  ],
  retries: 0,
  // My giving's daily housekeeping: ended links and sessions go in the same run.
  handler: async ({ req }) => ({ output: { ...(await askForNewCards(req.payload)), forgotten: await forgetEndedSignIns(req.payload) } }),
} satisfies TaskConfig
