/** Submissions as CSV for staff: fixed columns first, then every field name any row has. */
import { csvTable } from '@/utilities/csv'
import { formKeyOf } from './definitions'
import { inFormOrder } from './fieldOrder'

export type SubmissionRow = {
  id: number | string
  form: string
  createdAt: string
  name?: string | null
  email?: string | null
  deliveryStatus?: string | null
  fields: unknown
}

export function submissionsToCsv(rows: SubmissionRow[]): string {
  const fieldNames: string[] = []
  const fieldsOf = (row: SubmissionRow) =>
    inFormOrder(formKeyOf(row.form), (row.fields && typeof row.fields === 'object' ? row.fields : {}) as Record<string, unknown>)
  for (const row of rows) for (const name of Object.keys(fieldsOf(row))) if (!fieldNames.includes(name)) fieldNames.push(name)
  return csvTable(
    ['id', 'form', 'submitted', 'delivery', ...fieldNames],
    rows.map((row) => [row.id, row.form, row.createdAt, row.deliveryStatus ?? '', ...fieldNames.map((n) => fieldsOf(row)[n] ?? '')]),
  )
}
