/**
 * The answer of a receipt download (a single gift's receipt, an annual receipt): the PDF, built
 * with the issuer read from Site Settings and Donation Settings. An official receipt must name
 * the charity, its address and its registration number; while Site Settings lack one of them
 * no receipt is produced, and the donor gets a short explanation (503: the gift is recorded, the
 * receipt comes once staff complete the settings) instead of an error page.
 */
import type { Payload } from 'payload'
import { plainText } from '@/http/plainForm'
import type { ReceiptContent } from './receiptContent'
import { receiptIssuer, type ReceiptIssuer } from './receiptIssuer'
import { receiptPdf } from './receiptPdf'

/** What an official receipt cannot go without, as staff name it in Site Settings. */
export function missingIssuerDetails(issuer: ReceiptIssuer): string[] {
  const missing: string[] = []
  if (!issuer.name?.trim()) missing.push('name')
  if (!issuer.charityNumber?.trim()) missing.push('charity registration number')
  if (!issuer.addressLines.some((line) => line?.trim())) missing.push('address')
  return missing
}

export async function receiptDownload(payload: Payload, contentFor: (issuer: ReceiptIssuer) => ReceiptContent, filename: string): Promise<Response> {
  const [site, settings] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
    payload.findGlobal({ slug: 'donation-settings', depth: 0 }),
  ])
  const issuer = receiptIssuer(site, settings)
  const missing = missingIssuerDetails(issuer)
  if (missing.length) {
    payload.logger.error(`Receipts: cannot produce a receipt until Site Settings have the charity's ${missing.join(', ')}.`)
    return plainText('Your gift is recorded, but its receipt cannot be produced right now. Please try this link again later, or contact us and we will send it.', 503)
  }
  // As on the printed receipt screen : the original, then the duplicate copy below a cut line.
  const pdf = await receiptPdf(contentFor(issuer), { duplicate: true })
  return new Response(Buffer.from(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    },
  })
}
