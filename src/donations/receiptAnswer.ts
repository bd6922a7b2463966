/**
 * The stored answer of an approved single gift, for the thank-you and receipt screens, with its
 * receipt number. A number that could not be assigned at the approval is assigned on this read
 * (or by the catch-up job, whichever comes first).
 */
import type { Payload } from 'payload'
import { assignReceiptNumber } from './assignReceiptNumber'
import type { DonateResponse } from './response'

export async function approvedGiftAnswer(payload: Payload, donationId: number): Promise<DonateResponse | null> {
  const donation = await payload.findByID({ collection: 'donations', id: donationId, depth: 0, overrideAccess: true, disableErrors: true })
  const data = donation?.response as DonateResponse | null | undefined
  if (!donation || donation.status !== 'approved' || !data) return null
  if (donation.donationType !== 'single') return data
  // Still unnumbered if the counter is still failing: the screens show the gift without a number.
  const id = donation.receiptNumber ?? (await assignReceiptNumber(payload, donationId).catch(() => null))
  return { ...data, id }
}
