/**
 * Reconciliation of donations left `pending`: the record is written before the charge, so a
 * crash between the processor's answer and the write leaves a pending record whose outcome only
 * the processor knows. Once a record is older than any charge can take, this asks the processor
 * (Moneris's Status Check) and records what it says: an approval gets its receipt number, a
 * decline is recorded as declined, an order the processor never saw as failed (not charged).
 * Where the processor cannot be asked or does not answer, the donation is flagged "Needs review"
 * for staff, so no pending donation goes unseen. Answered records also get the answer the
 * browser would have had, so a retry with the same Idempotency-Key is told the truth, and the
 * donor (told at the time that the gift was being confirmed, or told nothing) is e-mailed how it ended.
 */
import type { Payload } from 'payload'
import { assignReceiptNumber } from './assignReceiptNumber'
import { queueGiftConfirmation } from './confirmGift'
import { chargeColumns } from './chargeColumns'
import { BILLING_FIELDS } from './constants'
import { donorAnswer } from './donorAnswer'
import { getGateway, type PaymentGateway } from './gateway'
import { failedResult } from './gateway/failedResult'
import { browserResponseCode } from './gateway/normalise'
import { settleEnrolmentCharge } from './monthly'
import { orderIdFor } from './orderId'
import { CODE_SERVICE_ERROR } from './responseCodes'
import { queueDonorMail, type DonorMailKind } from '@/myGiving/mail'
import { formatDayMonthYear } from '@/format/dates'
import { formatCad } from '@/format/money'

const OUTCOME_MAIL: Record<'approved' | 'declined' | 'notCharged', DonorMailKind> = {
  approved: 'gift-confirmed',
  declined: 'gift-declined',
  notCharged: 'gift-not-charged',
}

const giftDescription = (doc: PendingDonation) =>
  `your ${doc.donationType === 'monthly' ? 'monthly gift' : 'gift'} of ${formatCad(doc.amount)} made on ${formatDayMonthYear(doc.createdAt)}`

/** Well past the gateway's own timeout (30 s) and a slow record write: older pendings were interrupted. */
const RECONCILE_AFTER_MS = (Number(process.env.DONATION_RECONCILE_AFTER_MINUTES) || 5) * 60_000

export type ReconcileSummary = { approved: number; declined: number; notCharged: number; flagged: number }

export type ReconcileOptions = { gateway?: PaymentGateway; now?: Date; olderThanMs?: number; batch?: number }

type PendingDonation = {
  id: number
  idempotencyKey?: string | null
  amount: number
  donationType: 'single' | 'monthly'
  createdAt: string
  needsReview?: boolean | null
  reviewNote?: string | null
  /** Set on a month's charge of an enrolment (the charge job's); not on a first monthly gift. */
  recurring?: number | null
} & Partial<Record<(typeof BILLING_FIELDS)[number], string | null>>

export const REVIEW_NOTES = {
  cannotAsk: 'Left pending by an interruption, and this payment service cannot be asked for the outcome: check the charge in the processor’s portal, then set the status.',
  noAnswer: 'Left pending by an interruption, and the payment service did not answer when asked: check the charge in the processor’s portal, then set the status (the next run asks again).',
  monthlyNotEnrolled: 'The first monthly charge was approved, but the monthly gift was not set up (the card token was lost in an interruption): contact the donor to set it up again.',
} as const

export async function reconcilePendingDonations(payload: Payload, options: ReconcileOptions = {}): Promise<ReconcileSummary> {
  const gateway = options.gateway ?? getGateway()
  const now = options.now ?? new Date()
  const before = new Date(now.getTime() - (options.olderThanMs ?? RECONCILE_AFTER_MS)).toISOString()
  const pending = await payload.find({
    collection: 'donations',
    where: { and: [{ status: { equals: 'pending' } }, { createdAt: { less_than: before } }] },
    sort: 'createdAt',
    limit: options.batch ?? 100,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { idempotencyKey: true, createdAt: true, amount: true, donationType: true, needsReview: true, reviewNote: true, recurring: true, ...Object.fromEntries(BILLING_FIELDS.map((k) => [k, true])) },
  })
  const summary: ReconcileSummary = { approved: 0, declined: 0, notCharged: 0, flagged: 0 }
  for (const doc of pending.docs as unknown as PendingDonation[]) {
    const outcome = await reconcileOne(payload, gateway, doc).catch((error: unknown) => {
      console.error(`donations: could not reconcile pending donation ${doc.id} (${(error as Error)?.message})`)
      return null
    })
    if (outcome) summary[outcome]++
  }
  return summary
}

async function reconcileOne(payload: Payload, gateway: PaymentGateway, doc: PendingDonation): Promise<keyof ReconcileSummary> {
  const answer =
    gateway.status && doc.idempotencyKey
      ? await gateway.status({
          orderId: orderIdFor(doc.id, doc.idempotencyKey),
          amount: doc.amount.toFixed(2),
          kind: doc.donationType === 'monthly' ? 'res_purchase_cc' : 'purchase',
        })
      : undefined
  if (!answer) {
    await flag(payload, doc, answer === undefined ? REVIEW_NOTES.cannotAsk : REVIEW_NOTES.noAnswer)
    return 'flagged'
  }

  const result = answer.found ? answer.result : failedResult('Not charged: the payment service has no record of this attempt.')
  const approved = result.status === 'approved'
  const single = approved && doc.donationType === 'single'
  const responseCode = answer.found ? browserResponseCode(result) : CODE_SERVICE_ERROR
  const body = donorAnswer(result, responseCode, { donationId: doc.id, amount: doc.amount.toFixed(2), type: doc.donationType, receiptNumber: null, billing: doc }, !answer.found)
  const renewal = doc.donationType === 'monthly' && doc.recurring != null
  // A first monthly approval lost its vault token with the crash: charged, but no enrolment to renew.
  const review = approved && doc.donationType === 'monthly' && !renewal ? REVIEW_NOTES.monthlyNotEnrolled : null
  const settled = await payload.db.updateOne({
    collection: 'donations',
    // Only while still pending: a late write of the original request wins over this one.
    where: { and: [{ id: { equals: doc.id } }, { status: { equals: 'pending' } }] },
    data: {
      ...chargeColumns(gateway.name, result, responseCode),
      response: body,
      needsReview: Boolean(review),
      reviewNote: review,
      updatedAt: new Date().toISOString(),
    },
    // The row back (one column) says whether this run settled it.
    select: { status: true },
  })
  if (single) {
    // A failure here leaves the number to the receipt catch-up job, as after any approval.
    await assignReceiptNumber(payload, doc.id).catch((error: unknown) =>
      console.error(`donations: reconciled approval ${doc.id} still lacks a receipt number (${(error as Error)?.message})`),
    )
  }
  const outcome = approved ? 'approved' : answer.found ? 'declined' : 'notCharged'
  if (renewal) {
    // The month's charge now counts as the charge job would have counted it at once: the
    // enrolment moves on, or the attempt is a failed one (retry, and the donor's e-mail then).
    if (settled) {
      const enrolment = await payload.findByID({ collection: 'recurring-donations', id: doc.recurring!, depth: 0, overrideAccess: true })
      await settleEnrolmentCharge(payload, enrolment, approved)
    }
    return outcome
  }
  // The donor was told the gift is being confirmed (or got no answer at all): say how it ended. A
  // single gift found approved gets the confirmation with its receipt link, as after any approval.
  if (settled && doc.b_email) {
    const mail = single
      ? queueGiftConfirmation(payload, doc.id, doc.b_email)
      : queueDonorMail(payload, { to: doc.b_email, kind: OUTCOME_MAIL[outcome], detail: giftDescription(doc) })
    await mail.catch((error: unknown) =>
      console.error(`donations: reconciled donation ${doc.id}, but could not queue the donor's e-mail (${(error as Error)?.message})`),
    )
  }
  if (review) return 'flagged'
  return outcome
}

async function flag(payload: Payload, doc: PendingDonation, note: string) {
  if (doc.needsReview && doc.reviewNote === note) return
  await payload.db.updateOne({
    collection: 'donations',
    id: doc.id,
    data: { needsReview: true, reviewNote: note, updatedAt: new Date().toISOString() },
    returning: false,
  })
}
