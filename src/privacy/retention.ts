import type { Payload, Where } from 'payload'

export type RetentionSettings = {
  formSubmissionMonths?: number | null
  outboxMonths?: number | null
  unsubscribedMonths?: number | null
  peerSupportCaseMonths?: number | null
}
export type RetentionResult = { formSubmissions: number; outbox: number; subscribers: number; peerSupportCases: number }

export const RETENTION_DEFAULTS = { formSubmissionMonths: 24, outboxMonths: 6, unsubscribedMonths: 12, peerSupportCaseMonths: 24 } as const

const monthsBefore = (now: Date, months: number) => {
  const d = new Date(now)
  d.setUTCMonth(d.getUTCMonth() - months)
  return d.toISOString()
}

async function deleteWhere(payload: Payload, collection: 'form-submissions' | 'outbox' | 'subscribers' | 'peer-support-cases', where: Where): Promise<number> {
  const { docs } = await payload.delete({ collection, where, overrideAccess: true, depth: 0, context: { retention: true } })
  return docs.length
}

/**
 * Deletes what is older than the retention periods in Privacy settings: form submissions (and
 * the outbox copies of their e-mails), outbox messages, and people who unsubscribed from the
 * newsletter. Donations, monthly gifts and receipts are not touched: the CRA requires them kept.
 */
export async function applyRetention(payload: Payload, now = new Date()): Promise<RetentionResult> {
  const settings = (await payload.findGlobal({ slug: 'privacy-settings', depth: 0, overrideAccess: true })) as RetentionSettings
  const months = (key: keyof typeof RETENTION_DEFAULTS) => settings[key] ?? RETENTION_DEFAULTS[key]
  const expired: Where = { createdAt: { less_than: monthsBefore(now, months('formSubmissionMonths')) } }
  const { docs: old } = await payload.find({ collection: 'form-submissions', where: expired, select: {}, pagination: false, depth: 0, overrideAccess: true })
  // Outbox copies first: they hold the same words as the submissions they point at.
  const outbox = await deleteWhere(payload, 'outbox', {
    or: [{ createdAt: { less_than: monthsBefore(now, months('outboxMonths')) } }, ...(old.length ? [{ submission: { in: old.map((d) => d.id) } }] : [])],
  })
  const formSubmissions = old.length ? await deleteWhere(payload, 'form-submissions', { id: { in: old.map((d) => d.id) } }) : 0
  const subscribers = await deleteWhere(payload, 'subscribers', {
    and: [{ status: { equals: 'unsubscribed' } }, { unsubscribedAt: { less_than: monthsBefore(now, months('unsubscribedMonths')) } }],
  })
  // Peer support cases that ended (closed, withdrawn, no answer) that many months ago; open ones stay.
  const peerSupportCases = await deleteWhere(payload, 'peer-support-cases', { endedAt: { less_than: monthsBefore(now, months('peerSupportCaseMonths')) } })
  return { formSubmissions, outbox, subscribers, peerSupportCases }
}
