import type { Payload, Where } from 'payload'
import { eraseFundraising, exportFundraising } from '@/fundraising/personalData'

/** Where a person's e-mail address is kept, collection by collection. */
const HELD: {
  collection: 'form-submissions' | 'subscribers' | 'outbox' | 'risk-reminders' | 'donations' | 'recurring-donations' | 'annual-receipts' | 'donor-sign-in-links' | 'donor-sessions' | 'peer-support-cases' | 'peer-volunteers'
  field: string
  erasable: boolean
}[] = [
  // Peer support: a person's cases (before the submissions they came from) and a volunteer's record.
  { collection: 'peer-support-cases', field: 'email', erasable: true },
  { collection: 'peer-volunteers', field: 'email', erasable: true },
  { collection: 'form-submissions', field: 'email', erasable: true },
  { collection: 'subscribers', field: 'email', erasable: true },
  { collection: 'risk-reminders', field: 'email', erasable: true },
  // The outbox keeps messages sent for them (form copies, by Reply-To) and to them (receipts,
  // sign-in links, reminder confirmations while no mail server is set).
  { collection: 'outbox', field: 'replyTo', erasable: true },
  { collection: 'outbox', field: 'to', erasable: true },
  { collection: 'donations', field: 'b_email', erasable: false },
  { collection: 'recurring-donations', field: 'b_email', erasable: false },
  { collection: 'annual-receipts', field: 'b_email', erasable: false },
  // My giving's sign-in links and sessions: erasing them also signs the person out.
  { collection: 'donor-sign-in-links', field: 'email', erasable: true },
  { collection: 'donor-sessions', field: 'email', erasable: true },
]

/** Why donation records stay when a person asks to be erased. */
const KEPT_BECAUSE =
  'Donation, monthly gift and receipt records are kept: the Canada Revenue Agency requires a registered charity to keep ' +
  'its donation records and copies of official receipts for at least six years after the end of the year they relate to ' +
  '(Income Tax Act s. 230, Income Tax Regulations s. 5800). They are used for nothing else.'

export const normaliseEmail = (email: unknown): string | null => {
  if (typeof email !== 'string') return null
  const e = email.trim().toLowerCase()
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e) ? e : null
}

const byEmail = (field: string, email: string): Where => ({ [field]: { like: email } })

/** The addresses of a field: one, or a comma-separated list (an e-mail's To). */
const addressesIn = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((a) => a.trim().toLowerCase())

/** Case-insensitive exact match (like matches substrings, so the result is filtered again). */
async function findHeld(payload: Payload, collection: (typeof HELD)[number]['collection'], field: string, email: string) {
  const { docs } = await payload.find({ collection, where: byEmail(field, email), pagination: false, depth: 0, overrideAccess: true })
  return docs.filter((d) => addressesIn((d as unknown as Record<string, unknown>)[field]).includes(email))
}

/** Adds documents to a list once each (one collection can hold the address in two fields). */
function addOnce(list: unknown[] | undefined, docs: unknown[]): unknown[] {
  const known = new Set((list ?? []).map((d) => (d as { id: number }).id))
  return [...(list ?? []), ...docs.filter((d) => !known.has((d as { id: number }).id))]
}

/** Everything held about one e-mail address, for a person's access request. */
export async function exportPersonalData(payload: Payload, email: string) {
  const data: Record<string, unknown[]> = {}
  for (const { collection, field } of HELD) data[collection] = addOnce(data[collection], await findHeld(payload, collection, field, email))
  // The outbox copies of this person's submissions name them in the text, not the address field.
  const submissionIds = (data['form-submissions'] as { id: number }[]).map((s) => s.id)
  if (submissionIds.length) {
    const { docs } = await payload.find({ collection: 'outbox', where: { submission: { in: submissionIds } }, pagination: false, depth: 0, overrideAccess: true })
    data.outbox = addOnce(data.outbox, docs)
  }
  Object.assign(data, await exportFundraising(payload, email))
  return { email, exportedAt: new Date().toISOString(), data }
}

/**
 * Erases what the law lets us erase about one address (form submissions, their e-mail copies,
 * the newsletter subscription; a fundraiser's pages are anonymised) and says what is kept and why.
 */
export async function erasePersonalData(payload: Payload, email: string) {
  const held = await exportPersonalData(payload, email)
  const erased: Record<string, number> = {}
  const kept: Record<string, number> = {}
  const ids = (c: string) => (held.data[c] as { id: number }[]).map((d) => d.id)
  for (const { collection, erasable } of [{ collection: 'outbox' as const, erasable: true }, ...HELD.filter((h) => h.collection !== 'outbox')]) {
    const list = ids(collection)
    if (!erasable) {
      kept[collection] = list.length
      continue
    }
    if (list.length) await payload.delete({ collection, where: { id: { in: list } }, overrideAccess: true, depth: 0 })
    erased[collection] = list.length
  }
  const fundraising = await eraseFundraising(payload, email)
  Object.assign(erased, fundraising.erased)
  Object.assign(kept, fundraising.kept)
  return { email, erased, kept, keptBecause: KEPT_BECAUSE }
}
