import { annualReceiptContent } from '@/donations/annualReceiptContent'
import { receiptDownload } from '@/donations/receiptDownload'
import { plainText } from '@/http/plainForm'
import { cookieValue } from '@/myGiving/http'
import { ownAnnualReceipt } from '@/myGiving/giving'
import { readSession } from '@/myGiving/sessions'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** GET /ways-to-give/my-giving/annual-receipt?id=… : one of the signed-in donor's annual receipts as a PDF. */
export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const session = await readSession(payload, cookieValue(request))
  if (!session) return plainText('Sign in to My giving (/ways-to-give/my-giving) to download your receipts.', 401)
  const receipt = await ownAnnualReceipt(payload, session.email, new URL(request.url).searchParams.get('id'))
  if (!receipt) return plainText('We could not find that receipt among yours.', 404)
  return receiptDownload(payload, (issuer) => annualReceiptContent(receipt, issuer), `annual-receipt-${receipt.serial}.pdf`)
}
