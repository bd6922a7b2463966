import { answerForReceiptLink } from '@/donations/receiptAnswer'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/**
 * GET /api/donate/receipt/answer?token=… : the stored answer of an approved single gift (as
 * pcfApprovedData), with its receipt number, so a thank-you screen that was answered before
 * the number was assigned can show it once it is.
 */
export async function GET(request: Request) {
  const data = await answerForReceiptLink(await getPayloadClient(), new URL(request.url).searchParams.get('token'))
  if (!data) return Response.json({ errors: { token: ['No receipt for this link.'] } }, { status: 404, headers: { 'cache-control': 'no-store' } })
  return Response.json(data, { headers: { 'cache-control': 'private, no-store' } })
}
