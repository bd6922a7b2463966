/**
 * The consolidated annual receipt of a monthly donor, worded by the same receiptContent as a
 * single gift's receipt (and drawn by the same receiptPdf): its serial, the year's gifts and total.
 */
import { formatDayMonthYear } from '@/format/dates'
import { formatCad } from '@/format/money'
import type { AnnualReceipt } from '@/payload-types'
import { receiptContent, type ReceiptContent } from './receiptContent'
import type { ReceiptIssuer } from './receiptIssuer'

export function annualReceiptContent(receipt: AnnualReceipt, issuer: ReceiptIssuer): ReceiptContent {
  const issued = receipt.issuedAt ?? receipt.createdAt
  const base = receiptContent(
    {
      ResponseCode: '027',
      ReferenceNum: null,
      AuthCode: null,
      donation_amount: receipt.amount.toFixed(2),
      donation_type: 'monthly',
      TransDateTime: issued,
      id: null,
      Message: '',
      b_fname: receipt.b_fname ?? '',
      b_lname: receipt.b_lname ?? '',
      b_add: receipt.b_add ?? '',
      b_city: receipt.b_city ?? '',
      b_prov: receipt.b_prov ?? '',
      b_pcode: receipt.b_pcode ?? '',
      b_country: receipt.b_country ?? '',
    } as never,
    issuer,
  )
  const amount = formatCad(receipt.amount)
  return {
    ...base,
    serial: { ...base.serial, value: receipt.serial },
    gift: [
      { label: 'Gifts received', value: `${receipt.giftCount ?? ''} monthly gifts in ${receipt.year}`.trim() },
      { label: 'Date issued', value: formatDayMonthYear(issued) },
      { label: 'Amount received', value: amount },
      { label: 'Value of advantage', value: formatCad(0) },
      { label: 'Eligible amount of gift for tax purposes', value: amount, strong: true },
    ],
  }
}
