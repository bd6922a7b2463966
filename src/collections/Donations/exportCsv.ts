import type { Endpoint, Where } from 'payload'
import { refuseUnlessRole } from '@/access/refuseUnlessRole'
import { recordAudit } from '@/audit/record'
import { donationsCsv } from '@/donations/csv'
import { csvDownload } from '@/utilities/csvDownload'
import { listExportWhere } from '@/utilities/listExportWhere'

/**
 * GET /api/donations/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD&status=approved&type=single
 * Finance and administrators only; each download is written to the audit trail. Every filter
 * is optional; dates are inclusive (UTC days). With `list=1`, the admin list's own `where` and
 * `search` (the list's Download CSV button).
 */
export const exportDonationsCsv: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    const refused = refuseUnlessRole(req, { signIn: 'Sign in to export donations.', forbidden: 'Only Finance or an administrator can export donations.' }, 'finance')
    if (refused) return refused
    const q = req.searchParams
    const and: Where[] = []
    const from = q.get('from')
    const to = q.get('to')
    if (from && /^\d{4}-\d{2}-\d{2}$/.test(from)) and.push({ createdAt: { greater_than_equal: `${from}T00:00:00.000Z` } })
    if (to && /^\d{4}-\d{2}-\d{2}$/.test(to)) and.push({ createdAt: { less_than_equal: `${to}T23:59:59.999Z` } })
    const status = q.get('status')
    if (status) and.push({ status: { equals: status } })
    const type = q.get('type')
    if (type) and.push({ donationType: { equals: type } })
    // From the admin's list: exactly its filter and search.
    const list = listExportWhere(req, 'donations')
    if (list) and.push(list)
    req.context.audited = true
    const result = await req.payload.find({
      collection: 'donations',
      where: and.length ? { and } : {},
      sort: 'createdAt',
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      req,
    })
    await recordAudit(req, {
      action: 'donor-data-exported',
      collection: 'donations',
      detail: `${result.docs.length} donations (${[from && `from ${from}`, to && `to ${to}`, status, type, list && 'as filtered in the admin'].filter(Boolean).join(', ') || 'all'})`,
    })
    return csvDownload(donationsCsv(result.docs as unknown as Record<string, unknown>[]), `donations-${from ?? 'all'}-${to ?? 'now'}.csv`)
  },
}
