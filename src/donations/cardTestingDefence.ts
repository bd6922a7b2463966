/**
 * The card-testing defence around one POST /api/donate: before the charge, refuse an attempt
 * from an address or on a card with a run of declines (429), or one that owes a solved
 * challenge and has none (403, `challenge: 'required'`, which tells the browser to show the
 * widget); after it, count a decline. Refusals never reach the payment service and are recorded
 * for staff with a keyed hash of the address, the reason and the time, never card data.
 */
import type { Payload } from 'payload'
import { aboutDuration } from '@/format/duration'
import { hashAddress } from '@/http/clientAddress'
import type { BlockReasonValue } from './blockReasons'
import { cardFingerprint, tokenCardFingerprint } from './cardFingerprint'
import { CHALLENGE_FIELD } from './challengeField'
import { digitsOnly } from './card'
import { CARD_BIN_FIELD, CARD_NUMBER_REFUSED, CARD_TOKEN_FIELD, refusesCardNumbers } from './cardToken'
import { cardTestingCircuit } from './cardTestingCircuit'
import { donationVelocity } from './declineVelocity'
import { distinctCards } from './distinctCards'
import { checkDonationChallenge, type ChallengeCheck } from './donationChallenge'
import { getGateway, type PaymentGateway } from './gateway'
import { processDonation, type ProcessResult } from './processDonation'
import type { DonateErrors } from './response'

type Refusal = { status: number; body: DonateErrors & { challenge?: 'required' }; headers: Record<string, string> }
type Admitted = { addressKey: string; cardKey: string | null; settle: () => void }
type Screened = { refusal: Refusal } | ({ refusal: null } & Admitted)

const CHALLENGE_MESSAGES: Record<Exclude<ChallengeCheck, 'solved'>, string> = {
  missing: 'Before we send your gift, please confirm you are a person with the check box below, then press the button again.',
  invalid: 'The check could not be confirmed. Please tick the check box again, then press the button again.',
  expired: 'The check expired. Please tick the check box again, then press the button again.',
  replayed: 'The check was already used. Please tick the check box again, then press the button again.',
}

/**
 * One donation attempt behind the defence: screened before the charge, its outcome counted
 * after it (also when the charge throws; the error goes on to the caller).
 */
export async function defendedDonation({
  payload,
  address,
  browser,
  fields,
  idempotencyKey,
}: {
  payload: Payload
  address: string
  /** The browser's id from its signed cookie (donorBrowser.ts). */
  browser: string
  fields: Record<string, string>
  idempotencyKey: string
}): Promise<Pick<ProcessResult, 'status' | 'body'> & { headers?: Record<string, string> }> {
  // Card numbers never reach the screening, the record or the gateway: the form sends a token.
  if (refusesCardNumbers(fields)) return { status: 400, body: { errors: { card_number: [CARD_NUMBER_REFUSED] } } }
  const gateway = getGateway()
  const screened = await screenDonationAttempt({ payload, address, browser, fields, gateway })
  if (screened.refusal) return screened.refusal
  let result: ProcessResult | null = null
  try {
    result = await processDonation({ payload, fields, idempotencyKey, gateway })
  } finally {
    await noteDonationOutcome(screened, result)
  }
  return result
}

/**
 * The card's identity for counting, from what the site can trust before the charge: a keyed
 * fingerprint of its number where a legacy client sent one, else of what the processor's token
 * shows (tokenCardFingerprint). Null only for a post without a readable token, which is refused
 * before any charge.
 */
function cardIdentity(fields: Record<string, string>, gateway: PaymentGateway, now: number): string | null {
  const digits = digitsOnly(fields.card_number ?? '')
  if (/^\d{12,19}$/.test(digits)) return cardFingerprint(digits)
  const token = fields[CARD_TOKEN_FIELD] ?? ''
  const inspected = token ? gateway.cardTokens?.inspect(token, fields[CARD_BIN_FIELD] ?? '', now) : undefined
  return inspected?.ok ? tokenCardFingerprint(token, inspected.card) : null
}

async function screenDonationAttempt({ payload, address, browser, fields, gateway, now = Date.now() }: { payload: Payload; address: string; browser: string; fields: Record<string, string>; gateway: PaymentGateway; now?: number }): Promise<Screened> {
  const addressKey = hashAddress(address)
  const cardKey = cardIdentity(fields, gateway, now)
  const verdict = await donationVelocity.check(addressKey, cardKey, now)

  if (verdict.blocked) {
    await recordBlockedAttempt(payload, addressKey, verdict.reason)
    const message =
      verdict.reason === 'card-declines'
        ? `This card was declined several times, so for your security it cannot be used here for now. Please use another card, or try again in about ${aboutDuration(verdict.retryAfterSeconds)}. You have not been charged.`
        : `Several payments from your connection were declined, so for your security online donations from it are paused. Please try again in about ${aboutDuration(verdict.retryAfterSeconds)}. You have not been charged.`
    return { refusal: { status: 429, body: { errors: { form: [message] } }, headers: { 'retry-after': String(verdict.retryAfterSeconds) } } }
  }
  // Cards that still work are never declined: count how many different ones this address and this browser tried.
  const cards = cardKey ? await distinctCards.note([`address:${addressKey}`, `browser:${browser}`], cardKey, now) : null
  if (cards?.blocked) {
    verdict.settle()
    await recordBlockedAttempt(payload, addressKey, 'too-many-cards')
    const message = `Several different cards were tried from your connection or this browser today, so for your security online donations from it are paused. Please try again in about ${aboutDuration(cards.retryAfterSeconds)}, or give another way. You have not been charged.`
    return { refusal: { status: 429, body: { errors: { form: [message] } }, headers: { 'retry-after': String(cards.retryAfterSeconds) } } }
  }
  if (verdict.challengeRequired || cards?.challengeRequired || (await cardTestingCircuit.tripped(now))) {
    const check = await checkDonationChallenge(fields[CHALLENGE_FIELD], undefined, now)
    if (check !== 'solved') {
      verdict.settle()
      await recordBlockedAttempt(payload, addressKey, `challenge-${check}`)
      return { refusal: { status: 403, body: { errors: { form: [CHALLENGE_MESSAGES[check]] }, challenge: 'required' }, headers: {} } }
    }
  }
  if (cardKey) await cardTestingCircuit.noteAttempt(cardKey, Number(fields.donation_amount) || 0, now)
  return { refusal: null, addressKey, cardKey, settle: verdict.settle }
}

/**
 * After the attempt (`result` null when it failed): a decline counts against the address and
 * the card, and the attempt stops counting as pending. Never throws: the answer stands.
 */
async function noteDonationOutcome(admitted: Admitted, result: ProcessResult | null, now = Date.now()): Promise<void> {
  try {
    if (result?.gatewayStatus === 'declined') await donationVelocity.noteDecline(admitted.addressKey, admitted.cardKey, now)
  } catch (error) {
    console.error(`donate: could not count a decline (${(error as Error)?.name}: ${(error as Error)?.message})`)
  } finally {
    admitted.settle()
  }
}

/** Kept for staff; a failure to record never turns the refusal into a server error. */
async function recordBlockedAttempt(payload: Payload, addressHash: string, reason: BlockReasonValue): Promise<void> {
  try {
    await payload.create({ collection: 'blocked-donation-attempts', data: { addressHash, reason }, overrideAccess: true, depth: 0 })
  } catch (error) {
    console.error(`donate: could not record a blocked attempt (${(error as Error)?.name}: ${(error as Error)?.message})`)
  }
}
