/**
 * What an official receipt says: the Canada Revenue Agency's required items, worded once for
 * the receipt on screen (components/Donate/Receipt.tsx) and the receipt PDF (receiptPdf.ts).
 */
import { formatDayMonthYear } from '@/format/dates'
import { formatCad } from '@/format/money'
import type { ReceiptIssuer } from './receiptIssuer'
import { formatReceiptNumber } from './receiptNumber'
import type { DonateResponse } from './response'

/** A labelled fact, printed "Label: value" or as a row of label and value. */
export type ReceiptField = { label: string; value: string; strong?: boolean }

export type ReceiptContent = {
  title: string
  issuer: { name: string; addressLines: string[]; registration: ReceiptField }
  serial: ReceiptField
  placeOfIssue: ReceiptField
  donor: { label: string; name: string; addressLines: string[] }
  /** Dates, amounts and reference, in the order a paper receipt lists them. */
  gift: ReceiptField[]
  signature: ReceiptField & { imageUrl: string | null }
  agency: ReceiptField
}

/** The mark over the copy a charity keeps or a donor prints a second time. */
export const DUPLICATE_MARK = 'DUPLICATE COPY'

const MISSING = '—'

export const donorAddressLines = (data: DonateResponse): string[] =>
  [data.b_add, [data.b_city, data.b_prov, data.b_pcode].filter(Boolean).join(' '), data.b_country].filter((line): line is string => !!line)

export function receiptContent(data: DonateResponse, issuer: ReceiptIssuer): ReceiptContent {
  const amount = formatCad(data.donation_amount)
  // Receipts are issued the moment the gift is approved, so both dates are the transaction's.
  const day = formatDayMonthYear(data.TransDateTime)
  return {
    title: 'Official receipt for income tax purposes',
    issuer: {
      name: issuer.name,
      addressLines: issuer.addressLines,
      registration: { label: 'Charity registration number', value: issuer.charityNumber },
    },
    serial: { label: 'Receipt number', value: data.id ? formatReceiptNumber(data.id) : MISSING, strong: true },
    placeOfIssue: { label: 'Place of issue', value: issuer.placeOfIssue },
    donor: { label: 'Donor', name: [data.b_fname, data.b_lname].filter(Boolean).join(' '), addressLines: donorAddressLines(data) },
    gift: [
      { label: 'Date gift received', value: day },
      { label: 'Date issued', value: day },
      { label: 'Amount received', value: amount },
      { label: 'Value of advantage', value: formatCad(0) },
      { label: 'Eligible amount of gift for tax purposes', value: amount, strong: true },
      { label: 'Transaction reference', value: data.ReferenceNum ?? MISSING },
    ],
    signature: {
      label: 'Authorized signature',
      value: [issuer.signatoryName, issuer.signatoryTitle].filter(Boolean).join(', '),
      imageUrl: issuer.signatureUrl,
    },
    agency: { label: 'Canada Revenue Agency', value: 'canada.ca/charities-giving' },
  }
}
