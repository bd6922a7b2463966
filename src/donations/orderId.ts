import crypto from 'node:crypto'

/**
 * The order id sent to the processor for a donation: derived from the record and its
 * Idempotency-Key (both stored before the charge), so a donation left pending by a crash can
 * still be looked up at the processor. The key's hash keeps ids unique across databases (a
 * restored or reset database reuses record ids) and within Moneris's 50 characters.
 */
export const orderIdFor = (donationId: number | string, idempotencyKey: string) =>
  `pcf-${donationId}-${crypto.createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 12)}`
