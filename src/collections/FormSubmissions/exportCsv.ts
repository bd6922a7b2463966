import type { PayloadHandler, Where } from 'payload'
import { refuseUnlessRole } from '@/access/refuseUnlessRole'
import { recordAudit } from '@/audit/record'
import { submissionsToCsv } from '@/forms/csv'
import { csvDownload } from '@/utilities/csvDownload'
import { listExportWhere } from '@/utilities/listExportWhere'

/** GET /api/form-submissions/export.csv?form=&from=&to= : Support and administrators; each download is audited. */
export const exportSubmissionsCsv: PayloadHandler = async (req) => {
  const refused = refuseUnlessRole(req, { signIn: 'Sign in to export submissions.', forbidden: 'Only Support or an administrator can export submissions.' }, 'support')
  if (refused) return refused
  const url = new URL(req.url ?? '', 'http://localhost')
  const and: Where[] = []
  const form = url.searchParams.get('form')
  const from = url.searchParams.get('from')
  const to = url.searchParams.get('to')
  // From the admin's list: exactly its filter and search (the spam folder only when the list shows it).
  const list = listExportWhere(req, 'form-submissions')
  if (list) and.push(list)
  // Otherwise the spam folder is for review in the admin, not for the spreadsheets staff work from.
  else and.push({ deliveryStatus: { not_equals: 'spam' } })
  if (form) and.push({ form: { equals: form } })
  if (from && !Number.isNaN(Date.parse(from))) and.push({ createdAt: { greater_than_equal: new Date(from).toISOString() } })
  if (to && !Number.isNaN(Date.parse(to))) {
    // A bare date means "to the end of that day".
    const end = /^\d{4}-\d{2}-\d{2}$/.test(to) ? Date.parse(to) + 86_400_000 - 1 : Date.parse(to)
    and.push({ createdAt: { less_than_equal: new Date(end).toISOString() } })
  }
  const result = await req.payload.find({
    collection: 'form-submissions',
    where: { and },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    req,
    overrideAccess: false,
  })
  await recordAudit(req, {
    action: 'submissions-exported',
    collection: 'form-submissions',
    detail: `${result.docs.length} submissions${form ? ` of form ${form}` : ''}`,
  })
  return csvDownload(submissionsToCsv(result.docs), `form-submissions${form ? `-${form}` : ''}.csv`)
}
