import type { Payload } from 'payload'
import type { Category } from './decisionTable'

const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/**
 * Counts one finished check with result `category` on today's row. Only the day, the result
 * and the count are written: never an answer, nor anything about the person.
 */
export async function countCompletion(payload: Payload, category: Category, now = new Date()): Promise<void> {
  const day = dayOf(now)
  const existing = await payload.find({
    collection: 'risk-checker-counts',
    where: { and: [{ day: { equals: day } }, { category: { equals: category } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const row = existing.docs[0]
  if (row) {
    await payload.update({ collection: 'risk-checker-counts', id: row.id, data: { completions: (row.completions ?? 0) + 1 }, overrideAccess: true })
    return
  }
  await payload.create({ collection: 'risk-checker-counts', data: { day, category, completions: 1 }, overrideAccess: true })
}
