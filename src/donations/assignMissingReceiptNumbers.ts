/**
 * Catch-up for approvals whose receipt number could not be assigned when they were charged:
 * numbers them oldest first, so the sequence keeps the order of approval as far as it can.
 */
import type { Payload } from 'payload'
import { assignReceiptNumber } from './assignReceiptNumber'

export type ReceiptCatchUp = { assigned: number; failed: number }

export async function assignMissingReceiptNumbers(payload: Payload, batch = 100): Promise<ReceiptCatchUp> {
  const missing = await payload.find({
    collection: 'donations',
    where: { and: [{ status: { equals: 'approved' } }, { donationType: { equals: 'single' } }, { receiptNumber: { exists: false } }] },
    sort: 'createdAt',
    limit: batch,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { receiptNumber: true },
  })
  const summary: ReceiptCatchUp = { assigned: 0, failed: 0 }
  for (const { id } of missing.docs) {
    try {
      await assignReceiptNumber(payload, id)
      summary.assigned++
    } catch (error) {
      summary.failed++
      console.error(`donations: could not assign a receipt number to donation ${id} (${(error as Error)?.message})`)
    }
  }
  return summary
}
