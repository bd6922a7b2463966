import type { Endpoint } from 'payload'
import { refuseUnlessRole } from '@/access/refuseUnlessRole'
import { assignOfflineReceiptNumber } from '@/donations/assignReceiptNumber'
import { receiptContentOf } from '@/donations/receiptContent'
import { receiptDownload } from '@/donations/receiptDownload'
import { formatReceiptNumber } from '@/donations/receiptNumber'
import { offlineReceiptFacts } from '@/fundraising/offlineReceipt'
import { routeRecordId } from '@/utilities/routeRecordId'

const REFUSAL = { signIn: 'Sign in to download receipts.', forbidden: 'Only Finance or an administrator can download receipts.' }

/** GET /api/offline-gifts/:id/receipt — the official receipt of a recorded cash or cheque gift, numbered on first download. */
export const offlineReceiptEndpoint: Endpoint = {
  path: '/:id/receipt',
  method: 'get',
  handler: async (req) => {
    const refused = refuseUnlessRole(req, REFUSAL, 'finance')
    if (refused) return refused
    const id = routeRecordId(req)
    const number = id ? await assignOfflineReceiptNumber(req.payload, id) : null
    if (!id || !number) return Response.json({ errors: [{ message: 'This gift has no official receipt: no receipt was asked for, or it was voided before one was issued.' }] }, { status: 404 })
    const gift = await req.payload.findByID({ collection: 'offline-gifts', id, depth: 0, overrideAccess: true })
    return receiptDownload(req.payload, (issuer) => receiptContentOf(offlineReceiptFacts(gift), issuer), `receipt-${formatReceiptNumber(number)}.pdf`)
  },
}
