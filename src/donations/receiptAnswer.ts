/**
 * The stored answer of an approved single gift, for the thank-you and receipt screens, with its
 * receipt number. A number that could not be assigned at the approval is assigned on this read
 * (or by the catch-up job, whichever comes first).
 */
import type { Payload } from 'payload'
import { RECEIPT_LINK_MS } from '@/myGiving/constants'
import { assignReceiptNumber } from './assignReceiptNumber'
import type { DonateResponse } from './response'
import { readReceiptToken } from './receiptToken'

export async function approvedGiftAnswer(payload: Payload, donationId: number): Promise<DonateResponse | null> {
  const donation = await payload.findByID({ collection: 'donations', id: donationId, depth: 0, overrideAccess: true, disableErrors: true })
  const data = donation?.response as DonateResponse | null | undefined
  if (!donation || donation.status !== 'approved' || !data) return null
  if (donation.donationType !== 'single') return data
  // Still unnumbered if the counter is still failing: the screens show the gift without a number.
  const id = donation.receiptNumber ?? (await assignReceiptNumber(payload, donationId).catch(() => null))
  return { ...data, id }
}

/** The answer a receipt link opens, or null when the link is not ours, has expired or names no approved gift. */
export async function answerForReceiptLink(payload: Payload, token: string | null | undefined, now: Date = new Date()): Promise<DonateResponse | null> {
  const link = readReceiptToken(token, now)
  if (!link) return null
  const data = await approvedGiftAnswer(payload, link.id)
  if (!data) return null
  // An undated link (made before links expired) lasts 90 days from the gift.
  if (!link.expiresAt && Date.parse(data.TransDateTime ?? '') + RECEIPT_LINK_MS <= now.getTime()) return null
  return data
}
