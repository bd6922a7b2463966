/**
 * The answer a donor's browser gets for a charge, the same whether the post itself
 * got the gateway's answer or reconciliation found it later: the gateway's result, the gift,
 * and for an approved single gift the token that reopens its receipt.
 */
import { calendarDay } from '@/format/dates'
import { BILLING_FIELDS } from './constants'
import type { GatewayResult } from './gateway/types'
import { signReceiptToken } from './receiptToken'
import type { DonateResponse } from './response'

type BillingField = (typeof BILLING_FIELDS)[number]

/** The billing fields of a post or a stored donation, as the answer carries them (missing ones empty). */
export const billingOf = (source: Partial<Record<BillingField, string | null>>) =>
  Object.fromEntries(BILLING_FIELDS.map((k) => [k, source[k] ?? ''])) as Record<BillingField, string>

export type AnsweredGift = {
  donationId: number
  amount: string
  type: DonateResponse['donation_type']
  receiptNumber: number | null
  billing: Partial<Record<BillingField, string | null>>
}

export const OUTCOME_UNKNOWN_MESSAGE =
  'The payment service did not give a clear answer, so we are checking with it whether your gift went through. We will e-mail you the outcome.'

/** `responseCode` is the code the browser sees (see gateway/normalise). */
/** `notCharged`: the processor confirmed it never received the charge, so a failure is final. */
export function donorAnswer(result: GatewayResult, responseCode: string, gift: AnsweredGift, notCharged = false): DonateResponse {
  const single = result.status === 'approved' && gift.type === 'single'
  const unknown = result.status === 'failed' && !notCharged
  return {
    ResponseCode: responseCode,
    ReferenceNum: result.referenceNum,
    AuthCode: result.authCode,
    donation_amount: gift.amount,
    donation_type: gift.type,
    TransDateTime: result.transDateTime,
    // Decided here, on the server, so screen and PDF state one day (transactionDay.ts).
    TransDay: calendarDay(result.transDateTime),
    id: gift.receiptNumber,
    Message: unknown ? OUTCOME_UNKNOWN_MESSAGE : result.message,
    // Neither approved nor declined: the processor is asked later, and the donor e-mailed.
    pending: unknown,
    // Also without a number yet: the link finds the receipt once its number is assigned.
    receiptToken: single ? signReceiptToken(gift.donationId) : null,
    ...billingOf(gift.billing),
  }
}
