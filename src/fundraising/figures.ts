/** Finance's dashboard figures for fundraising: pages started and donors' messages of the last 7 days. */
import type { Payload } from 'payload'

const WEEK_MS = 7 * 86_400_000

export type FundraisingFigures = { since: string; newPages: number; newMessages: number }

export async function fundraisingFigures(payload: Payload, now = new Date()): Promise<FundraisingFigures> {
  const since = new Date(now.getTime() - WEEK_MS).toISOString()
  const [pages, messages] = await Promise.all([
    payload.count({ collection: 'fundraisers', where: { createdAt: { greater_than_equal: since } }, overrideAccess: true }),
    payload.count({ collection: 'fundraising-gifts', where: { createdAt: { greater_than_equal: since }, message: { exists: true }, and: [{ message: { not_equals: '' } }] }, overrideAccess: true }),
  ])
  return { since, newPages: pages.totalDocs, newMessages: messages.totalDocs }
}

/** The admin's lists behind the figures: newest first, from the same day on. */
export const newPagesList = (since: string) => `/admin/collections/fundraisers?sort=-createdAt&where[createdAt][greater_than_equal]=${encodeURIComponent(since)}`
export const newMessagesList = (since: string) => `/admin/collections/fundraising-gifts?sort=-createdAt&where[and][0][createdAt][greater_than_equal]=${encodeURIComponent(since)}&where[and][1][message][exists]=true`
