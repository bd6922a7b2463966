/**
 * The one CSV writer for staff exports (RFC 4180: CRLF lines, quotes doubled). Cells are defused
 * against spreadsheet formula injection as OWASP advises: a cell that starts with = + - @, a tab
 * or a carriage return (also after leading spaces, and in their full-width forms, which some
 * spreadsheets read as the same) gets a leading apostrophe, so it opens as text. A plain number,
 * such as -5 or 20.00, is left as it is: it cannot run, and the accountant needs it as a number.
 */
const FORMULA_START = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value)
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

/** A header line and one line per row, each ending in CRLF. */
export function csvTable(header: readonly unknown[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('')
}
