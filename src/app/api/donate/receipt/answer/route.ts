import { approvedGiftAnswer } from '@/donations/receiptAnswer'
import { verifyReceiptToken } from '@/donations/receiptToken'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/**
 * GET /api/donate/receipt/answer?token=… : the stored answer of an approved single gift (as
 * pcfApprovedData), with its receipt number, so a thank-you screen that was answered before
 * the number was assigned can show it once it is.
 */
export async function GET(request: Request) {
  const id = verifyReceiptToken(new URL(request.url).searchParams.get('token'))
  const data = id ? await approvedGiftAnswer(await getPayloadClient(), id) : null
  if (!data) return Response.json({ errors: { token: ['No receipt for this link.'] } }, { status: 404, headers: { 'cache-control': 'no-store' } })
  return Response.json(data, { headers: { 'cache-control': 'private, no-store' } })
}
