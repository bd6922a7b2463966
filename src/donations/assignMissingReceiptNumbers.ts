/**
 * Catch-up for approvals whose receipt number could not be assigned when they were charged:
 * numbers them oldest first, so the sequence keeps the order of approval as far as it can. Then
 * the cash and cheques recorded with a receipt asked for and not yet downloaded.
 */
import type { Payload, Where } from 'payload'
import { assignOfflineReceiptNumber, assignReceiptNumber } from './assignReceiptNumber'

export type ReceiptCatchUp = { assigned: number; failed: number }

export async function assignMissingReceiptNumbers(payload: Payload, batch = 100): Promise<ReceiptCatchUp> {
  const unnumbered = async (collection: 'donations' | 'offline-gifts', where: Where) =>
    (await payload.find({ collection, where: { and: [where, { receiptNumber: { exists: false } }] }, sort: 'createdAt', limit: batch, depth: 0, pagination: false, overrideAccess: true, select: { receiptNumber: true } })).docs.map((d) => d.id)
  const summary: ReceiptCatchUp = { assigned: 0, failed: 0 }
  const numberEach = async (ids: number[], assign: (id: number) => Promise<unknown>, what: string) => {
    for (const id of ids) {
      try {
        await assign(id)
        summary.assigned++
      } catch (error) {
        summary.failed++
        console.error(`donations: could not assign a receipt number to ${what} ${id} (${(error as Error)?.message})`)
      }
    }
  }
  const approved = await unnumbered('donations', { status: { equals: 'approved' }, donationType: { equals: 'single' } })
  await numberEach(approved, (id) => assignReceiptNumber(payload, id), 'donation')
  // Cash and cheques recorded with a receipt asked for, in the order they were recorded.
  const recorded = await unnumbered('offline-gifts', { issueReceipt: { equals: true }, voided: { not_equals: true } })
  await numberEach(recorded, (id) => assignOfflineReceiptNumber(payload, id), 'offline gift')
  return summary
}
