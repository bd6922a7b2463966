/**
 * What an official receipt says: the Canada Revenue Agency's required items, worded once for
 * the receipt on screen (components/Donate/Receipt.tsx) and the receipt PDF (receiptPdf.ts).
 */
import { formatDayMonthYear } from '@/format/dates'
import { formatCad } from '@/format/money'
import type { ReceiptIssuer } from './receiptIssuer'
import { formatReceiptNumber } from './receiptNumber'
import type { DonateResponse } from './response'
import { giftDayMoment } from './transactionDay'

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

/** A postal address as lines for paper: street; city, province and postal code; country. */
export const addressLines = (a: { street?: string | null; city?: string | null; province?: string | null; postalCode?: string | null; country?: string | null }): string[] =>
  [a.street, [a.city, a.province, a.postalCode].filter(Boolean).join(' '), a.country].filter((line): line is string => !!line)

export const donorAddressLines = (data: DonateResponse): string[] =>
  addressLines({ street: data.b_add, city: data.b_city, province: data.b_prov, postalCode: data.b_pcode, country: data.b_country })

/** What one official receipt states about one gift, wherever the gift came from (online, or cash and cheques Finance recorded). */
export type ReceiptFacts = {
  serial: number | null
  donorName: string
  donorAddressLines: string[]
  receivedOn: string
  issuedOn: string
  amount: number | string
  reference: string | null
}

/** An online gift's receipt: issued the moment the gift is approved, so both dates are the transaction's. */
export const receiptContent = (data: DonateResponse, issuer: ReceiptIssuer): ReceiptContent =>
  receiptContentOf(
    {
      serial: data.id,
      donorName: [data.b_fname, data.b_lname].filter(Boolean).join(' '),
      donorAddressLines: donorAddressLines(data),
      receivedOn: giftDayMoment(data),
      issuedOn: giftDayMoment(data),
      amount: data.donation_amount,
      reference: data.ReferenceNum,
    },
    issuer,
  )

export function receiptContentOf(facts: ReceiptFacts, issuer: ReceiptIssuer): ReceiptContent {
  const amount = formatCad(facts.amount)
  return {
    title: 'Official receipt for income tax purposes',
    issuer: {
      name: issuer.name,
      addressLines: issuer.addressLines,
      registration: { label: 'Charity registration number', value: issuer.charityNumber },
    },
    serial: { label: 'Receipt number', value: facts.serial ? formatReceiptNumber(facts.serial) : MISSING, strong: true },
    placeOfIssue: { label: 'Place of issue', value: issuer.placeOfIssue },
    donor: { label: 'Donor', name: facts.donorName, addressLines: facts.donorAddressLines },
    gift: [
      { label: 'Date gift received', value: formatDayMonthYear(facts.receivedOn) },
      { label: 'Date issued', value: formatDayMonthYear(facts.issuedOn) },
      { label: 'Amount received', value: amount },
      { label: 'Value of advantage', value: formatCad(0) },
      { label: 'Eligible amount of gift for tax purposes', value: amount, strong: true },
      { label: 'Transaction reference', value: facts.reference ?? MISSING },
    ],
    signature: {
      label: 'Authorized signature',
      value: [issuer.signatoryName, issuer.signatoryTitle].filter(Boolean).join(', '),
      imageUrl: issuer.signatureUrl,
    },
    agency: { label: 'Canada Revenue Agency', value: 'canada.ca/charities-giving' },
  }
}
