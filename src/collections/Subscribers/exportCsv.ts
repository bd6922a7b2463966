import type { PayloadHandler } from 'payload'
import { refuseUnlessRole } from '@/access/refuseUnlessRole'
import { recordAudit } from '@/audit/record'
import { subscribersToCsv } from '@/forms/subscribersCsv'
import { csvDownload } from '@/utilities/csvDownload'
import { listExportWhere } from '@/utilities/listExportWhere'

/** GET /api/subscribers/export.csv?status=subscribed : Support and administrators; each download is audited. */
export const exportSubscribersCsv: PayloadHandler = async (req) => {
  const refused = refuseUnlessRole(req, { signIn: 'Sign in to export subscribers.', forbidden: 'Only Support or an administrator can export subscribers.' }, 'support')
  if (refused) return refused
  const status = req.searchParams.get('status')
  const list = listExportWhere(req, 'subscribers')
  const result = await req.payload.find({
    collection: 'subscribers',
    where: list ?? (status === 'subscribed' || status === 'unsubscribed' ? { status: { equals: status } } : {}),
    sort: 'email',
    pagination: false,
    depth: 0,
    req,
    overrideAccess: false,
  })
  await recordAudit(req, { action: 'subscribers-exported', collection: 'subscribers', detail: `${result.docs.length} subscribers${status ? ` (${status})` : ''}` })
  return csvDownload(subscribersToCsv(result.docs), `subscribers${status ? `-${status}` : ''}.csv`)
}
