/** CSV for the accountant: one line per donation, RFC 4180 quoting, formula-safe cells. */
export const DONATION_CSV_COLUMNS = [
  ['createdAt', 'Date'],
  ['receiptNumber', 'Receipt number'],
  ['donationType', 'Type'],
  ['status', 'Status'],
  ['amount', 'Amount (CAD)'],
  ['donationArea', 'Area'],
  ['giftType', 'Gift type'],
  ['b_fname', 'First name'],
  ['b_lname', 'Last name'],
  ['b_email', 'E-mail'],
  ['b_tel', 'Telephone'],
  ['b_add', 'Address'],
  ['b_city', 'City'],
  ['b_prov', 'Province'],
  ['b_pcode', 'Postal code'],
  ['b_country', 'Country'],
  ['mailingList', 'Mailing list'],
  ['referenceNum', 'Reference'],
  ['authCode', 'Auth code'],
  ['responseCode', 'Response code'],
  ['cardBrand', 'Card'],
  ['cardLast4', 'Last four'],
] as const

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value)
  // A cell starting with = + - @ would run as a formula in a spreadsheet.
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function donationsCsv(rows: Record<string, unknown>[]): string {
  const header = DONATION_CSV_COLUMNS.map(([, label]) => csvCell(label)).join(',')
  const lines = rows.map((row) => DONATION_CSV_COLUMNS.map(([key]) => csvCell(row[key])).join(','))
  return `${[header, ...lines].join('\r\n')}\r\n`
}
