import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import { recordAudit } from '@/audit/record'

const fail = (message: string) => new APIError(message, 400, undefined, true)

/**
 * Checks the receipt exists and may still be corrected (a void is final), and fills in its
 * serial, the replacement's new serial ("<original>-R<n>") and who issued the correction.
 */
export const checkCorrection: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const donationId = data.donation ?? null
  const annualId = data.annualReceipt ?? null
  const offlineId = data.offlineGift ?? null
  if ([donationId, annualId, offlineId].filter((id) => id != null).length !== 1) throw fail('Choose the one receipt to correct: a donation, an annual receipt or an offline gift.')
  if (typeof data.reason !== 'string' || data.reason.trim().length < 5) throw fail('Give the reason for the correction.')
  if (data.kind === 'replacement' && !(typeof data.replacementAmount === 'number' && data.replacementAmount >= 0)) {
    throw fail('A replacement receipt needs its amount.')
  }
  let serial: string
  if (donationId != null) {
    const donation = await req.payload.findByID({ collection: 'donations', id: donationId, depth: 0, overrideAccess: true, req, disableErrors: true })
    if (!donation) throw fail('That donation does not exist.')
    if (donation.receiptNumber == null) throw fail('That donation has no official receipt to correct.')
    serial = String(donation.receiptNumber)
  } else if (offlineId != null) {
    const gift = await req.payload.findByID({ collection: 'offline-gifts', id: offlineId, depth: 0, overrideAccess: true, req, disableErrors: true })
    if (!gift) throw fail('That offline gift does not exist.')
    if (gift.receiptNumber == null) throw fail('That offline gift has no official receipt to correct.')
    serial = String(gift.receiptNumber)
  } else {
    const receipt = await req.payload.findByID({ collection: 'annual-receipts', id: annualId, depth: 0, overrideAccess: true, req, disableErrors: true })
    if (!receipt) throw fail('That annual receipt does not exist.')
    serial = String(receipt.serial)
  }
  const earlier = await req.payload.find({
    collection: 'receipt-corrections',
    where: { originalSerial: { equals: serial } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  if (earlier.docs.some((c) => c.kind === 'void')) throw fail(`Receipt ${serial} is already void.`)
  data.originalSerial = serial
  data.replacementSerial = data.kind === 'replacement' ? `${serial}-R${earlier.docs.filter((c) => c.kind === 'replacement').length + 1}` : null
  data.issuedBy = req.user?.id ?? null
  return data
}

export const recordCorrection: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await recordAudit(req, {
    action: 'receipt-corrected',
    collection: 'receipt-corrections',
    documentId: doc.id,
    detail: `${doc.kind === 'void' ? 'Voided' : `Replaced by ${doc.replacementSerial}`}: receipt ${doc.originalSerial}`,
  })
  return doc
}
