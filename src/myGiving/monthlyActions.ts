/**
 * What a donor may do to their own monthly gift on "My giving": change the amount, pause for
 * one to three months, resume, cancel, and replace the card. Each action checks the gift is the
 * donor's (another's answers as "not found"), refuses bad input with a message and changes
 * nothing, and after a change: notes it on the gift for staff, writes the audit trail with the
 * donor as the actor, and e-mails the donor a confirmation.
 */
import type { Payload } from 'payload'
import { cardBrand, lastFour } from '@/donations/card'
import { withCardShown } from '@/donations/cardShown'
import { CARD_BIN_FIELD, CARD_NUMBER_REFUSED, CARD_TOKEN_FIELD, refusesCardNumbers, spentCardTokens, TOKEN_MESSAGES } from '@/donations/cardToken'
import { getGateway, type PaymentGateway, type VaultResult } from '@/donations/gateway'
import { chargeEnrolment } from '@/donations/monthly'
import { maxAmountFromEnv } from '@/donations/processDonation'
import { amountError, cardOnlySchema, toFieldErrors } from '@/donations/schema'
import { cleanAmount } from '@/donations/amount'
import { MESSAGES } from '@/donations/constants'
import { followingBillingDate, monthsAfter, upcomingBillingDate } from '@/donations/schedule'
import { formatCad } from '@/format/money'
import { formatDayMonthYear } from '@/format/dates'
import type { RecurringDonation } from '@/payload-types'
import { askForNewCardOn } from './cardRenewal'
import { PAUSE_MONTHS } from './constants'
import { ownEnrolment } from './giving'
import { queueDonorMail } from './mail'

export type ActionOutcome = { ok: true; notice: string } | { ok: false; status: number; message: string; field?: string }

const fail = (status: number, message: string, field?: string): ActionOutcome => ({ ok: false, status, message, field })
const NOT_FOUND = fail(404, 'We could not find that monthly gift among yours.')
const CANCELLED = fail(409, 'This monthly gift is cancelled, so it cannot be changed. You can start a new one on the donation form.')

export const isPaused = (e: Pick<RecurringDonation, 'pausedUntil'>, now = new Date()) => !!e.pausedUntil && Date.parse(e.pausedUntil) > now.getTime()

async function load(payload: Payload, email: string, id: unknown): Promise<RecurringDonation | ActionOutcome> {
  const enrolment = await ownEnrolment(payload, email, id)
  if (!enrolment) return NOT_FOUND
  if (enrolment.status === 'cancelled') return CANCELLED
  return enrolment
}

/** The note for staff, the audit entry with the donor as actor, and the confirmation e-mail. */
async function recordChange(payload: Payload, enrolment: RecurringDonation, email: string, change: string, now: Date): Promise<void> {
  const changes = [...(enrolment.donorChanges ?? []).map(({ at, change: c }) => ({ at, change: c })), { at: now.toISOString(), change }]
  await payload.update({ collection: 'recurring-donations', id: enrolment.id, data: { donorChanges: changes }, overrideAccess: true, depth: 0 })
  await payload.create({
    collection: 'audit-entries',
    data: { action: 'monthly-gift-changed-by-donor', accountEmail: `donor: ${email}`, targetCollection: 'recurring-donations', documentId: String(enrolment.id), detail: change.slice(0, 200) },
    overrideAccess: true,
    depth: 0,
  })
  await queueDonorMail(payload, { to: enrolment.b_email ?? email, kind: 'gift-changed', detail: change })
}

/** The donation form's amount messages speak of its buttons; here there is one field to type in. */
const MONTHLY_AMOUNT_MESSAGES: Record<string, string> = {
  [MESSAGES.amount]: 'Enter the new monthly amount in dollars, for example 25.',
  [MESSAGES.amountMin]: 'The monthly amount must be at least $0.01.',
}

export async function changeAmount(payload: Payload, email: string, id: unknown, raw: unknown, now = new Date()): Promise<ActionOutcome> {
  const enrolment = await load(payload, email, id)
  if ('ok' in enrolment) return enrolment
  const text = typeof raw === 'string' ? raw : ''
  const error = amountError(text, maxAmountFromEnv())
  if (error) return fail(422, MONTHLY_AMOUNT_MESSAGES[error] ?? error, 'amount')
  const amount = Number(cleanAmount(text))
  if (amount === enrolment.amount) return fail(422, `Your monthly gift is already ${formatCad(amount)}.`, 'amount')
  await payload.update({
    collection: 'recurring-donations',
    id: enrolment.id,
    data: { amount, summary: `${enrolment.b_fname ?? ''} ${enrolment.b_lname ?? ''}: $${amount.toFixed(2)} a month` },
    overrideAccess: true,
    depth: 0,
  })
  const change = `monthly amount changed from ${formatCad(enrolment.amount)} to ${formatCad(amount)}, from the next charge on.`
  await recordChange(payload, enrolment, email, change, now)
  return { ok: true, notice: `Your monthly gift is now ${formatCad(amount)}.` }
}

export async function pause(payload: Payload, email: string, id: unknown, rawMonths: unknown, now = new Date()): Promise<ActionOutcome> {
  const enrolment = await load(payload, email, id)
  if ('ok' in enrolment) return enrolment
  const months = PAUSE_MONTHS.find((m) => String(m) === rawMonths)
  if (!months) return fail(422, 'Choose a pause of 1, 2 or 3 months.', 'months')
  if (isPaused(enrolment, now)) return fail(409, 'This monthly gift is already paused. Resume it first to choose another pause.', 'months')
  // A pause would drop the unpaid month without a word; the card comes first.
  if (enrolment.status === 'failing' || (enrolment.failedAttempts ?? 0) > 0) return fail(409, 'The last charge of this gift failed. Please replace the card first; then you can pause it.', 'months')
  // The next charge due moves on by the chosen months.
  const from = enrolment.nextChargeDate ? new Date(enrolment.nextChargeDate) : upcomingBillingDate(now)
  const resumeOn = monthsAfter(from.getTime() < now.getTime() ? upcomingBillingDate(now) : from, months)
  await payload.update({
    collection: 'recurring-donations',
    id: enrolment.id,
    data: { pausedUntil: resumeOn.toISOString(), nextChargeDate: resumeOn.toISOString() },
    overrideAccess: true,
    depth: 0,
  })
  const change = `paused for ${months} month${months === 1 ? '' : 's'}; the next charge is on ${formatDayMonthYear(resumeOn)}.`
  await recordChange(payload, enrolment, email, change, now)
  return { ok: true, notice: `Your monthly gift is paused. The next charge is on ${formatDayMonthYear(resumeOn)}.` }
}

export async function resume(payload: Payload, email: string, id: unknown, now = new Date()): Promise<ActionOutcome> {
  const enrolment = await load(payload, email, id)
  if ('ok' in enrolment) return enrolment
  if (!isPaused(enrolment, now)) return fail(409, 'This monthly gift is not paused.')
  const next = upcomingBillingDate(now)
  await payload.update({ collection: 'recurring-donations', id: enrolment.id, data: { pausedUntil: null, nextChargeDate: next.toISOString() }, overrideAccess: true, depth: 0 })
  const change = `resumed; the next charge is on ${formatDayMonthYear(next)}.`
  await recordChange(payload, enrolment, email, change, now)
  return { ok: true, notice: `Your monthly gift is running again. The next charge is on ${formatDayMonthYear(next)}.` }
}

export async function cancel(payload: Payload, email: string, id: unknown, confirmed: unknown, now = new Date()): Promise<ActionOutcome> {
  const enrolment = await load(payload, email, id)
  if ('ok' in enrolment) return enrolment
  if (confirmed !== 'yes') return fail(422, 'Confirm that you want to cancel this monthly gift.')
  await payload.update({
    collection: 'recurring-donations',
    id: enrolment.id,
    data: { status: 'cancelled', cancelledAt: now.toISOString(), cancellationReason: 'Cancelled by the donor on My giving.', retryAt: null },
    overrideAccess: true,
    depth: 0,
  })
  await recordChange(payload, enrolment, email, 'cancelled; no further charges will be made.', now)
  return { ok: true, notice: 'Your monthly gift is cancelled. No further charges will be made. Thank you for your support.' }
}

/**
 * A new card, to the processor's vault. The card passes through this call and the gateway only.
 * Declined: the gateway's message, the old card stays. Saved while a month is unpaid: that month
 * is charged now (once: the charge job and this share the attempt's key).
 */
export async function replaceCard(
  payload: Payload,
  email: string,
  id: unknown,
  fields: Record<string, unknown>,
  { gateway = getGateway(), now = new Date() }: { gateway?: PaymentGateway; now?: Date } = {},
): Promise<ActionOutcome & { errors?: Record<string, string[]> }> {
  const enrolment = await load(payload, email, id)
  if ('ok' in enrolment) return enrolment
  const text = (k: string) => (typeof fields[k] === 'string' ? (fields[k] as string) : '')
  const customerId = `donor-${enrolment.id}`
  let vaulted: VaultResult
  let card: { brand: string | null; last4: string | null; expMMYY: string | null }
  let field: string
  if (refusesCardNumbers({ card_number: text('card_number'), card_exp: text('card_exp') })) return fail(400, CARD_NUMBER_REFUSED, 'card_number')
  if (!text('card_number')) {
    // The card frame's temporary token: its card goes to the vault in place of the old one.
    field = CARD_TOKEN_FIELD
    const cardToken = text(CARD_TOKEN_FIELD)
    if (!cardToken) return fail(400, TOKEN_MESSAGES.missing, field)
    if (!gateway.cardTokens) return fail(400, TOKEN_MESSAGES.forged, field)
    const inspected = gateway.cardTokens.inspect(cardToken, text(CARD_BIN_FIELD), now.getTime())
    if (!inspected.ok) return fail(400, TOKEN_MESSAGES[inspected.problem], field)
    if (!(await spentCardTokens.spend(cardToken))) return fail(400, TOKEN_MESSAGES.used, field)
    vaulted = await gateway.cardTokens.replace({ token: enrolment.token, customerId, cardToken })
    if (!vaulted.ok && vaulted.result.tokenRefused) return fail(400, TOKEN_MESSAGES.refused, field)
    // The processor's answer shows the card where the token did not (Moneris's shows only the first six).
    card = withCardShown(inspected.card, vaulted.ok ? vaulted.card : undefined)
  } else {
    // A legacy client's card number, where the site still takes one.
    field = 'card_number'
    const month = text('expiryMonth')
    const year = text('expiryYear')
    const parsed = cardOnlySchema(now).safeParse({
      card_number: text('card_number'),
      card_name: text('card_name'),
      card_exp: /^\d{1,2}$/.test(month) && /^\d{4}$/.test(year) ? `${month.padStart(2, '0')}${year.slice(-2)}` : '',
    })
    if (!parsed.success) {
      const errors = toFieldErrors(parsed.error)
      const [first, messages] = Object.entries(errors)[0]!
      return { ...fail(422, messages[0]!, first), errors }
    }
    vaulted = await gateway.updateVault({ token: enrolment.token, customerId, card: { pan: parsed.data.card_number, expMMYY: parsed.data.card_exp, name: parsed.data.card_name } })
    card = { brand: cardBrand(parsed.data.card_number), last4: lastFour(parsed.data.card_number), expMMYY: parsed.data.card_exp }
  }
  if (!vaulted.ok) return fail(402, `The card was not accepted: ${vaulted.result.message.replace(/[\s*=]+$/, '')}. Your current card stays in use.`, field)
  const brand = card.brand
  const last4 = card.last4 ?? '…'
  await payload.update({
    collection: 'recurring-donations',
    id: enrolment.id,
    data: { token: vaulted.token, cardBrand: brand, cardLast4: card.last4, askForNewCardOn: card.expMMYY ? askForNewCardOn(card.expMMYY) : null, newCardAskedAt: null },
    overrideAccess: true,
    depth: 0,
  })
  await recordChange(payload, enrolment, email, `card replaced by a ${brand ?? 'card'} ending in ${last4}.`, now)
  const unpaid = (enrolment.failedAttempts ?? 0) > 0 || enrolment.status === 'failing'
  if (!unpaid) return { ok: true, notice: `Your new card ending in ${last4} is saved.` }
  const fresh = (await payload.findByID({ collection: 'recurring-donations', id: enrolment.id, depth: 0, overrideAccess: true })) as RecurringDonation
  const outcome = await chargeEnrolment(payload, fresh, gateway, now)
  if (outcome === 'unconfirmed') return { ok: true, notice: `Your new card ending in ${last4} is saved. The payment service did not confirm the missed month's charge in time: we are checking with it, and will try again if it did not go through.` }
  if (outcome !== 'charged') return { ok: true, notice: `Your new card ending in ${last4} is saved, but the missed month could not be charged yet; we will try again.` }
  // The missed month only: later months that passed while failing are not caught up.
  const due = fresh.nextChargeDate ? followingBillingDate(new Date(fresh.nextChargeDate)) : upcomingBillingDate(now)
  const next = due.getTime() > now.getTime() ? due : upcomingBillingDate(now)
  await payload.update({
    collection: 'recurring-donations',
    id: enrolment.id,
    data: { status: 'active', recoveredAt: now.toISOString(), nextChargeDate: next.toISOString() },
    overrideAccess: true,
    depth: 0,
  })
  return { ok: true, notice: `Your new card ending in ${last4} is saved, and the missed month (${formatCad(fresh.amount)}) was charged. Thank you.` }
}
