import { receiptIssuer } from '@/donations/receiptIssuer'
import { receiptContent } from '@/donations/receiptContent'
import { receiptPdf } from '@/donations/receiptPdf'
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
  const [site, settings] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
    payload.findGlobal({ slug: 'donation-settings', depth: 0 }),
  ])
  // As on the printed receipt screen (spec §9): the original, then the duplicate copy below a cut line.
  const pdf = await receiptPdf(receiptContent(data, receiptIssuer(site, settings)), { duplicate: true })
  return new Response(Buffer.from(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="receipt-${formatReceiptNumber(data.id)}.pdf"`,
      'cache-control': 'private, no-store',
    },
  })
}
