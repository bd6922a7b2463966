/** Newsletter subscribers as CSV for staff (the mailing tool's import). */
import { csvTable } from '@/utilities/csv'

export type SubscriberRow = {
  email: string
  firstName?: string | null
  lastName?: string | null
  status: string
  consentAt: string
  source?: string | null
  unsubscribedAt?: string | null
}

export function subscribersToCsv(rows: SubscriberRow[]): string {
  return csvTable(
    ['email', 'first name', 'last name', 'status', 'consent given', 'source', 'unsubscribed'],
    rows.map((r) => [r.email, r.firstName ?? '', r.lastName ?? '', r.status, r.consentAt, r.source ?? '', r.unsubscribedAt ?? '']),
  )
}
