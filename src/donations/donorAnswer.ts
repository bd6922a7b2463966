/**
 * The answer a donor's browser gets for a charge (spec §7), the same whether the post itself
 * got the gateway's answer or reconciliation found it later: the gateway's result, the gift,
 * and for an approved single gift the token that reopens its receipt.
 */
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

/** `responseCode` is the code the browser sees (see gateway/normalise). */
export function donorAnswer(result: GatewayResult, responseCode: string, gift: AnsweredGift): DonateResponse {
  const single = result.status === 'approved' && gift.type === 'single'
  return {
    ResponseCode: responseCode,
    ReferenceNum: result.referenceNum,
    AuthCode: result.authCode,
    donation_amount: gift.amount,
    donation_type: gift.type,
    TransDateTime: result.transDateTime,
    id: gift.receiptNumber,
    Message: result.message,
    // Also without a number yet: the link finds the receipt once its number is assigned.
    receiptToken: single ? signReceiptToken(gift.donationId) : null,
    ...billingOf(gift.billing),
  }
}
