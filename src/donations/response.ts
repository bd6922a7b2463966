/** The answer /api/donate sends and the browser stores as pcfApprovedData. */
import type { FieldErrors } from '@/forms/fieldErrors'
import { BILLING_FIELDS } from './constants'
import type { TributeNote } from './tributeNote'

export type DonateResponse = {
  ResponseCode: string
  ReferenceNum: string | null
  AuthCode: string | null
  donation_amount: string
  donation_type: 'single' | 'monthly'
  TransDateTime: string
  /** The gift's calendar day in the charity's time zone ("2026-11-28"), decided by the server (transactionDay.ts). */
  TransDay?: string
  /** The official receipt number (approved single gifts), else null. */
  id: number | null
  Message: string
  /** Signed token for reopening the receipt (approved single gifts). */
  receiptToken?: string | null
  /** True when the charge's outcome is not known yet (no answer): being confirmed, the donor will be e-mailed. */
  pending?: boolean
  /** Added by the browser for a gift in memory or in honour: what the thank-you page says about the card. */
  tributeNote?: TributeNote
} & Partial<Record<(typeof BILLING_FIELDS)[number], string>>

export type DonateErrors = { errors: FieldErrors }
