import type { Payload } from 'payload'
import { collapseWhitespace, normaliseForSearch } from './normalise'

/** Staff see the last 30 days; older rows are deleted as new ones are written. */
export const INSIGHT_DAYS = 30
const KEEP_DAYS = 90
const MAX_STORED_LENGTH = 100

const EMAIL = /[^\s@]+@[^\s@]+/
/** Seven or more digits, allowing the spaces, dots, dashes and plus of a written phone number. */
const PHONE = /(?:\d[\s.\-+]*){7,}/

/** Whether a query looks like an e-mail address or a phone number (never stored). */
function looksPersonal(query: string): boolean {
  return EMAIL.test(query) || PHONE.test(query)
}

/** The query as counted: folded like search folds it, spaces collapsed, bounded; null when it must not be kept. */
function analyticsQuery(query: string): string | null {
  if (looksPersonal(query)) return null
  // Control characters and lone surrogates say nothing and would only clutter the list.
  const cleaned = collapseWhitespace(normaliseForSearch(query.replace(/[\p{Cc}\p{Cs}]/gu, ' ')))
  return cleaned ? cleaned.slice(0, MAX_STORED_LENGTH) : null
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10)
const daysBefore = (date: Date, days: number) => dayOf(new Date(date.getTime() - days * 86_400_000))

/**
 * Counts one search of `query` that found `total` results, on today's row for that query.
 * Nothing else about the search or the visitor is written.
 */
export async function recordSearch(payload: Payload, query: string, total: number, now = new Date()): Promise<void> {
  const stored = analyticsQuery(query)
  if (!stored) return
  const day = dayOf(now)
  const existing = await payload.find({
    collection: 'search-queries',
    where: { and: [{ day: { equals: day } }, { query: { equals: stored } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const row = existing.docs[0]
  const zero = total === 0 ? 1 : 0
  if (row) {
    await payload.update({
      collection: 'search-queries',
      id: row.id,
      data: { searches: (row.searches ?? 0) + 1, zeroResults: (row.zeroResults ?? 0) + zero },
      overrideAccess: true,
    })
    return
  }
  await payload.create({ collection: 'search-queries', data: { day, query: stored, searches: 1, zeroResults: zero }, overrideAccess: true })
  await forgetOldSearches(payload, now)
}

/** The cut-off day each Payload instance last cleaned up to; the same cut-off twice deletes nothing more. */
const cleanedBefore = new WeakMap<Payload, string>()

/** Forgets what nobody will look at again: once a day per process, not on every new row. */
async function forgetOldSearches(payload: Payload, now: Date): Promise<void> {
  const cutOff = daysBefore(now, KEEP_DAYS)
  if (cleanedBefore.get(payload) === cutOff) return
  await payload.delete({ collection: 'search-queries', where: { day: { less_than: cutOff } }, overrideAccess: true })
  cleanedBefore.set(payload, cutOff)
}

export type QueryCount = { query: string; searches: number }
export type SearchInsights = { since: string; top: QueryCount[]; zeroResults: QueryCount[] }

/** The most searched queries and the queries that found nothing, over the last 30 days. */
export async function readSearchInsights(payload: Payload, now = new Date(), limit = 20): Promise<SearchInsights> {
  const since = daysBefore(now, INSIGHT_DAYS - 1)
  const rows = await payload.find({
    collection: 'search-queries',
    where: { day: { greater_than_equal: since } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const searches = new Map<string, number>()
  const zero = new Map<string, number>()
  for (const row of rows.docs) {
    searches.set(row.query, (searches.get(row.query) ?? 0) + (row.searches ?? 0))
    if (row.zeroResults) zero.set(row.query, (zero.get(row.query) ?? 0) + row.zeroResults)
  }
  const ranked = (counts: Map<string, number>) =>
    [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, limit)
      .map(([query, count]) => ({ query, searches: count }))
  return { since, top: ranked(searches), zeroResults: ranked(zero) }
}
