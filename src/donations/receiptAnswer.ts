/**
 * The stored answer of an approved single gift, for the thank-you and receipt screens, with its
 * receipt number. A number that could not be assigned at the approval is assigned on this read
 * (or by the catch-up job, whichever comes first).
 */
import type { Payload } from 'payload'
import { assignReceiptNumber } from './assignReceiptNumber'
import type { DonateResponse } from './response'
import { readReceiptToken, RECEIPT_LINK_MS } from './receiptToken'

export async function approvedGiftAnswer(payload: Payload, donationId: number): Promise<DonateResponse | null> {
  const donation = await payload.findByID({ collection: 'donations', id: donationId, depth: 0, overrideAccess: true, disableErrors: true })
  const data = donation?.response as DonateResponse | null | undefined
  if (!donation || donation.status !== 'approved' || !data) return null
  if (donation.donationType !== 'single') return data
  // Still unnumbered if the counter is still failing: the screens show the gift without a number.
  const id = donation.receiptNumber ?? (await assignReceiptNumber(payload, donationId).catch(() => null))
  return { ...data, id }
}

export type ReceiptLinkState = { state: 'valid'; answer: DonateResponse } | { state: 'expired' } | { state: 'unknown' }

/**
 * What a receipt link opens: the gift's answer while the link lasts; "expired" for a link of ours
 * to an approved gift that has ended (its own end, or 90 days after the gift for an undated one);
 * "unknown" for anything else (forged, or naming no approved gift).
 */
export async function readReceiptLink(payload: Payload, token: string | null | undefined, now: Date = new Date()): Promise<ReceiptLinkState> {
  // Read as at the start of time, so that an ended link of ours is still told from a forged one.
  const link = readReceiptToken(token, new Date(0))
  const data = link && (await approvedGiftAnswer(payload, link.id))
  if (!link || !data) return { state: 'unknown' }
  const ended = link.expiresAt ? link.expiresAt.getTime() <= now.getTime() : Date.parse(data.TransDateTime ?? '') + RECEIPT_LINK_MS <= now.getTime()
  return ended ? { state: 'expired' } : { state: 'valid', answer: data }
}

/** The answer a receipt link opens, or null when the link is not ours, has expired or names no approved gift. */
export async function answerForReceiptLink(payload: Payload, token: string | null | undefined, now: Date = new Date()): Promise<DonateResponse | null> {
  const link = await readReceiptLink(payload, token, now)
  return link.state === 'valid' ? link.answer : null
}
