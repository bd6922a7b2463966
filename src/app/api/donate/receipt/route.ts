import { receiptContent } from '@/donations/receiptContent'
import { receiptDownload } from '@/donations/receiptDownload'
import { answerForReceiptLink } from '@/donations/receiptAnswer'
import { formatReceiptNumber } from '@/donations/receiptNumber'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** GET /api/donate/receipt?token=… : the receipt of an approved single gift as a PDF (signed link that expires). */
export async function GET(request: Request) {
  const payload = await getPayloadClient()
  // Numbers a gift whose number could not be assigned at the approval; none, no receipt yet.
  const data = await answerForReceiptLink(payload, new URL(request.url).searchParams.get('token'))
  if (!data?.id) {
    return Response.json(
      { errors: { token: ['This receipt link is not valid or has expired. Sign in to My giving at /ways-to-give/my-giving for a fresh one.'] } },
      { status: 404 },
    )
  }
  return receiptDownload(payload, (issuer) => receiptContent(data, issuer), `receipt-${formatReceiptNumber(data.id)}.pdf`)
}
