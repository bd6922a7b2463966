/**
 * Receipt serial helpers shared by the server and the browser (the thank-you screen formats the
 * number): nothing here may import a database driver. Serials are handed out by
 * assignReceiptNumber.ts.
 */

export const FIRST_RECEIPT_NUMBER = 1001

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { name?: string; message?: string; data?: { errors?: { message?: string }[] }; cause?: { code?: string; message?: string } }
  const text = [e?.message, e?.cause?.message, e?.cause?.code, ...(e?.data?.errors?.map((x) => x.message) ?? [])].join(' ')
  return /unique|UNIQUE|SQLITE_CONSTRAINT|23505/.test(text)
}

/** Shown on receipts: e.g. 1001 → "PCF-001001". */
export const formatReceiptNumber = (n: number | string) => `PCF-${String(n).padStart(6, '0')}`
