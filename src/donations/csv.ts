/** CSV for the accountant: one line per donation, RFC 4180 quoting, formula-safe cells. */
import { csvTable } from '@/utilities/csv'

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


export function donationsCsv(rows: Record<string, unknown>[]): string {
  return csvTable(
    DONATION_CSV_COLUMNS.map(([, label]) => label),
    rows.map((row) => DONATION_CSV_COLUMNS.map(([key]) => row[key])),
  )
}
