/**
 * Official receipt serials: 1, 2, 3 … in the order gifts are approved. The column is unique, so
 * two requests that read the same highest number cannot both keep it: the loser reads again.
 */
import type { Payload } from 'payload'

export const FIRST_RECEIPT_NUMBER = 1001

export async function assignReceiptNumber(payload: Payload, donationId: number, attempts = 50): Promise<number> {
  for (let i = 0; i < attempts; i++) {
    const last = await payload.find({
      collection: 'donations',
      where: { receiptNumber: { exists: true } },
      sort: '-receiptNumber',
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { receiptNumber: true },
    })
    const next = Math.max(FIRST_RECEIPT_NUMBER - 1, last.docs[0]?.receiptNumber ?? 0) + 1
    try {
      await payload.update({
        collection: 'donations',
        id: donationId,
        data: { receiptNumber: next },
        overrideAccess: true,
        depth: 0,
      })
      return next
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      // Someone else took `next`: back off a little and read again.
      await new Promise((r) => setTimeout(r, 2 + Math.random() * 8 * (i + 1)))
    }
  }
  throw new Error('Could not assign a receipt number')
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { name?: string; message?: string; data?: { errors?: { message?: string }[] }; cause?: { code?: string; message?: string } }
  const text = [e?.message, e?.cause?.message, e?.cause?.code, ...(e?.data?.errors?.map((x) => x.message) ?? [])].join(' ')
  return /unique|UNIQUE|SQLITE_CONSTRAINT|23505/.test(text)
}

/** Shown on receipts: e.g. 1001 → "PCF-001001". */
export const formatReceiptNumber = (n: number | string) => `PCF-${String(n).padStart(6, '0')}`
