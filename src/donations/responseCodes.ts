/**
 * Payment response codes. The browser reads a numeric ResponseCode of 29 or below as approved;
 * the server never answers an approved charge with anything else (see gateway/normalise.ts).
 */
import { APPROVAL_MAX_CODE } from './constants'

export function isApprovedCode(code: unknown): boolean {
  if (typeof code === 'number') return Number.isInteger(code) && code >= 0 && code <= APPROVAL_MAX_CODE
  if (typeof code !== 'string' || !/^\d{1,3}$/.test(code.trim())) return false
  return Number(code) <= APPROVAL_MAX_CODE
}

export function hasResponseCode(code: unknown): boolean {
  return (typeof code === 'string' && code.trim() !== '' && code !== 'null') || typeof code === 'number'
}

/** Our code for "the payment service did not answer": the charge may have gone through. */
export const CODE_NO_ANSWER = '999'
/** Our code for "the payment service answered with an error" (HTTP error, unreadable answer). */
export const CODE_SERVICE_ERROR = '998'

const RANGES: { from: number; to: number; text: string }[] = [
  { from: 0, to: 29, text: 'Approved.' },
  { from: 50, to: 50, text: 'Declined: the card issuer refused the transaction.' },
  { from: 51, to: 51, text: 'Declined: the card has expired.' },
  { from: 52, to: 52, text: 'Declined: the PIN tries were exceeded.' },
  { from: 53, to: 53, text: 'Declined: the card is not allowed for this transaction.' },
  { from: 54, to: 54, text: 'Declined: the transaction is not allowed for this card.' },
  { from: 56, to: 56, text: 'Declined: the card is not supported.' },
  { from: 57, to: 57, text: 'Declined: the card was reported lost or stolen.' },
  { from: 58, to: 58, text: 'Declined: the card is not valid.' },
  { from: 59, to: 59, text: 'Declined: please contact your card issuer.' },
  { from: 60, to: 79, text: 'Declined: the card issuer did not approve the transaction.' },
  { from: 80, to: 89, text: 'Declined: the card number, expiry date or amount was not accepted.' },
  { from: 90, to: 99, text: 'Declined: the card issuer could not be reached. Please try again later.' },
  { from: 400, to: 449, text: 'Declined: the card details could not be verified.' },
  { from: 450, to: 469, text: 'Declined: the card is not valid.' },
  { from: 470, to: 479, text: 'Declined: the card issuer refused the transaction.' },
  { from: 480, to: 489, text: 'Declined by the card issuer. Please use another card or contact your bank.' },
  { from: 900, to: 997, text: 'The payment service could not process the transaction.' },
  { from: 998, to: 998, text: 'The payment service answered with an error. We are checking whether your gift went through and will e-mail you.' },
  { from: 999, to: 999, text: 'The payment service did not answer in time. We are checking whether your gift went through and will e-mail you.' },
]

/** A short description of a response code, for the payment error screen. */
export function describeResponseCode(code: unknown): string {
  const n = typeof code === 'number' ? code : /^\d{1,3}$/.test(String(code ?? '').trim()) ? Number(code) : NaN
  if (Number.isNaN(n)) return 'The transaction was not completed.'
  return RANGES.find((r) => n >= r.from && n <= r.to)?.text ?? 'Declined: the transaction was not approved.'
}

/** The rows shown as the response code table on the payment error screen. */
export const RESPONSE_CODE_TABLE: { codes: string; text: string }[] = [
  { codes: '000–029', text: 'Approved' },
  { codes: '050–099', text: 'Declined by the card issuer (for example expired, lost or not valid)' },
  { codes: '400–489', text: 'Declined: the card details could not be verified, or the card issuer refused the payment' },
  { codes: '998', text: 'The payment service answered with an error; we check whether the gift went through and e-mail you' },
  { codes: '999', text: 'The payment service did not answer in time; we check whether the gift went through and e-mail you' },
]
