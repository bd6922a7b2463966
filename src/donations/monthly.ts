/**
 * Charges the monthly enrolments that are due: on the billing day (the 15th), or on a retry
 * day after a failed charge. Each charge is recorded as a donation. A failed charge is tried
 * again 2, 4 and 7 days after the billing day; when the third retry fails too, the enrolment
 * is marked failing for staff and no longer charged.
 *
 * A pending donation with a key naming enrolment, month and attempt is written before the
 * charge, so two runs at once (or a run repeated after a crash) cannot charge twice. A charge
 * with no clear answer (a timeout) may have gone through: it stays pending, is not tried again,
 * and the reconciliation job settles it with the processor (settleEnrolmentCharge).
 */
import type { Payload } from 'payload'
import { chargeColumns } from './chargeColumns'
import { getGateway, type PaymentGateway } from './gateway'
import { browserResponseCode } from './gateway/normalise'
import { orderIdFor } from './orderId'
import { isUniqueViolation } from './receiptNumber'
import { followingBillingDate, MAX_RETRIES, retryDate } from './schedule'
import type { RecurringDonation } from '@/payload-types'
import { queueDonorMail } from '@/myGiving/mail'

export type MonthlyRunSummary = { charged: number; failed: number; markedFailing: number; skipped: number; unconfirmed: number }

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`

export async function chargeDueEnrolments(payload: Payload, now: Date = new Date(), gateway: PaymentGateway = getGateway()): Promise<MonthlyRunSummary> {
  const summary: MonthlyRunSummary = { charged: 0, failed: 0, markedFailing: 0, skipped: 0, unconfirmed: 0 }
  const iso = now.toISOString()
  const due = await payload.find({
    collection: 'recurring-donations',
    where: {
      and: [
        { status: { equals: 'active' } },
        {
          or: [
            { and: [{ retryAt: { exists: false } }, { nextChargeDate: { less_than_equal: iso } }] },
            { retryAt: { less_than_equal: iso } },
          ],
        },
      ],
    },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })

  for (const enrolment of due.docs as RecurringDonation[]) {
    const outcome = await chargeEnrolment(payload, enrolment, gateway, now)
    summary[outcome]++
    // A charge that marked the gift failing failed too.
    if (outcome === 'markedFailing') summary.failed++
  }
  return summary
}

export type ChargeOutcome = 'charged' | 'failed' | 'markedFailing' | 'skipped' | 'unconfirmed'

/** The key prefix of one enrolment's charges for one month (createdAt too: SQLite may reuse the id of a deleted enrolment). */
const monthPrefix = (enrolment: RecurringDonation, month: string) => `monthly-${enrolment.id}-${new Date(enrolment.createdAt).getTime()}-${month}-`

/**
 * Charges the month an enrolment is due for (its nextChargeDate), as attempt failedAttempts+1.
 * The charge job and a donor's new card (src/myGiving/recovery.ts) both come here: they name the
 * same attempt with the same key, so they cannot both charge it, and a month with an approved
 * charge is never charged again.
 */
export async function chargeEnrolment(payload: Payload, enrolment: RecurringDonation, gateway: PaymentGateway, now: Date = new Date()): Promise<ChargeOutcome> {
  const iso = now.toISOString()
  const dueDate = new Date(enrolment.nextChargeDate ?? iso)
  const month = monthKey(dueDate)
  const attempt = (enrolment.failedAttempts ?? 0) + 1
  const prefix = monthPrefix(enrolment, month)
  const idempotencyKey = `${prefix}a${attempt}`
  const paid = await payload.count({
    collection: 'donations',
    where: { and: [{ recurring: { equals: enrolment.id } }, { status: { equals: 'approved' } }, { idempotencyKey: { like: prefix } }] },
    overrideAccess: true,
  })
  if (paid.totalDocs > 0) return 'skipped'
  let donationId: number
  try {
    const created = await payload.create({
      collection: 'donations',
      data: {
        summary: `${enrolment.b_fname ?? ''} ${enrolment.b_lname ?? ''}: $${enrolment.amount} (monthly, ${month})`,
        amount: enrolment.amount,
        donationType: 'monthly',
        status: 'pending',
        donationArea: enrolment.donationArea,
        giftType: 'foundation',
        b_fname: enrolment.b_fname,
        b_lname: enrolment.b_lname,
        b_email: enrolment.b_email,
        b_tel: enrolment.b_tel,
        b_add: enrolment.b_add,
        b_city: enrolment.b_city,
        b_prov: enrolment.b_prov,
        b_pcode: enrolment.b_pcode,
        b_country: enrolment.b_country,
        cardBrand: enrolment.cardBrand,
        cardLast4: enrolment.cardLast4,
        recurring: enrolment.id,
        idempotencyKey,
      },
      overrideAccess: true,
      depth: 0,
    })
    donationId = created.id
  } catch (error) {
    if (isUniqueViolation(error)) return 'skipped'
    throw error
  }

  const result = await gateway.chargeToken({
    // As for any gift: the reconciliation job finds a charge left unanswered by this order id.
    orderId: orderIdFor(donationId, idempotencyKey),
    amount: enrolment.amount.toFixed(2),
    token: enrolment.token,
  })
  const unanswered = result.status === 'failed'
  const columns = chargeColumns(gateway.name, result, browserResponseCode(result))
  await payload.update({
    collection: 'donations',
    id: donationId,
    data: { ...columns, status: unanswered ? 'pending' : columns.status },
    overrideAccess: true,
    depth: 0,
  })
  // Not a failed attempt: this attempt's key keeps the month from being charged again until the
  // processor's answer is known.
  if (unanswered) return 'unconfirmed'
  return settleEnrolmentCharge(payload, enrolment, result.status === 'approved', now)
}

/**
 * What a charge's outcome does to its enrolment, once known (at once, or from the reconciliation
 * job): an approval moves it to the next billing day; a refusal is a failed attempt, tried again
 * 2, 4 and 7 days after the billing day, and after the last the enrolment is marked failing.
 */
export async function settleEnrolmentCharge(payload: Payload, enrolment: RecurringDonation, approved: boolean, now: Date = new Date()): Promise<ChargeOutcome> {
  const iso = now.toISOString()
  const dueDate = new Date(enrolment.nextChargeDate ?? iso)
  const attempt = (enrolment.failedAttempts ?? 0) + 1
  if (approved) {
    await payload.update({
      collection: 'recurring-donations',
      id: enrolment.id,
      data: {
        failedAttempts: 0,
        retryAt: null,
        lastChargedAt: iso,
        nextChargeDate: followingBillingDate(dueDate).toISOString(),
        // Paid again (a new card's charge confirmed late): charged from now on, unless cancelled meanwhile.
        ...(enrolment.status === 'failing' ? { status: 'active' as const } : {}),
      },
      overrideAccess: true,
      depth: 0,
    })
    return 'charged'
  }
  const failures = attempt
  const retry = failures <= MAX_RETRIES ? retryDate(dueDate, failures) : null
  await payload.update({
    collection: 'recurring-donations',
    id: enrolment.id,
    data: retry ? { failedAttempts: failures, retryAt: retry.toISOString() } : { failedAttempts: failures, retryAt: null, status: 'failing' },
    overrideAccess: true,
    depth: 0,
  })
  // The month's first failure tells the donor, with a link that opens "replace your card".
  if (attempt === 1 && enrolment.b_email) await queueDonorMail(payload, { to: enrolment.b_email, kind: 'charge-failed', enrolment: enrolment.id })
  return retry ? 'failed' : 'markedFailing'
}
