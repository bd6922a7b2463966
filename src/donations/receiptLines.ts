/** The receipt's content as lines (shared by the PDF; the screen renders the same facts). */
import { formatCad } from './amount'
import type { PdfLine } from '@/utilities/textPdf'
import { formatReceiptNumber } from './receiptNumber'
import type { DonateResponse } from './response'

export type ReceiptIssuerText = {
  name: string
  addressLines: string[]
  charityNumber: string
  placeOfIssue: string
  signatoryName: string
  signatoryTitle: string
}

const date = (iso: string) =>
  new Date(iso).toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Vancouver' })

export function receiptLines(data: DonateResponse, issuer: ReceiptIssuerText): PdfLine[] {
  const donorAddress = [data.b_add, [data.b_city, data.b_prov, data.b_pcode].filter(Boolean).join(' '), data.b_country].filter(Boolean) as string[]
  return [
    { text: 'Official receipt for income tax purposes', bold: true, size: 16 },
    { text: issuer.name, bold: true, gapBefore: 8 },
    ...issuer.addressLines.map((text) => ({ text })),
    { text: `Charity registration number: ${issuer.charityNumber}` },
    { text: `Receipt number: ${data.id ? formatReceiptNumber(data.id) : '-'}`, bold: true, gapBefore: 10 },
    { text: `Place of issue: ${issuer.placeOfIssue}` },
    { text: `Donor: ${data.b_fname ?? ''} ${data.b_lname ?? ''}`, gapBefore: 10 },
    ...donorAddress.map((text) => ({ text: `       ${text}` })),
    { text: `Date gift received: ${date(data.TransDateTime)}`, gapBefore: 10 },
    { text: `Date issued: ${date(data.TransDateTime)}` },
    { text: `Amount received: ${formatCad(data.donation_amount)}` },
    { text: `Value of advantage: ${formatCad(0)}` },
    { text: `Eligible amount of gift for tax purposes: ${formatCad(data.donation_amount)}`, bold: true },
    { text: `Transaction reference: ${data.ReferenceNum ?? '-'}` },
    { text: `Authorized signature: ${issuer.signatoryName}${issuer.signatoryTitle ? `, ${issuer.signatoryTitle}` : ''}`, gapBefore: 24 },
    { text: 'Canada Revenue Agency: canada.ca/charities-giving', gapBefore: 16 },
  ]
}
