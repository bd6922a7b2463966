/** Submissions as CSV for staff: fixed columns first, then every field name any row has. */

export type SubmissionRow = {
  id: number | string
  form: string
  createdAt: string
  name?: string | null
  email?: string | null
  deliveryStatus?: string | null
  fields: unknown
}

/** Quotes a cell; a leading = + - @ is prefixed with ' so spreadsheets do not run it as a formula. */
export function csvCell(value: unknown): string {
  let text = value == null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

export function submissionsToCsv(rows: SubmissionRow[]): string {
  const fieldNames: string[] = []
  for (const row of rows) {
    const fields = (row.fields && typeof row.fields === 'object' ? row.fields : {}) as Record<string, unknown>
    for (const name of Object.keys(fields)) if (!fieldNames.includes(name)) fieldNames.push(name)
  }
  const header = ['id', 'form', 'submitted', 'delivery', ...fieldNames]
  const lines = [header.map(csvCell).join(',')]
  for (const row of rows) {
    const fields = (row.fields && typeof row.fields === 'object' ? row.fields : {}) as Record<string, unknown>
    lines.push(
      [row.id, row.form, row.createdAt, row.deliveryStatus ?? '', ...fieldNames.map((n) => fields[n] ?? '')].map(csvCell).join(','),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}
