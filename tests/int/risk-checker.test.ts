/**
 * The risk checker's records, against a real Payload on a temporary database through the
 * migrations: a finished check adds one to its day's count for its result, and the table
 * holds nothing but the day, the result and the count; the wording global is seeded with the
 * first texts and the review fields, and staff edits win.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-sqlite'
import { countCompletion } from '@/riskChecker/counts'
import { DEFAULT_TEXTS, mergeTexts } from '@/riskChecker/texts'
import { seedRiskChecker } from '@/seed/riskChecker'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { runSql } from '../helpers/rawSql'

let ctx: TestPayload | undefined
let payload: Payload

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
})

afterAll(async () => {
  await ctx?.stop()
})

const counts = async () =>
  (await payload.find({ collection: 'risk-checker-counts', pagination: false, depth: 0, overrideAccess: true, sort: 'day' })).docs.map((d) => ({
    day: d.day,
    category: d.category,
    completions: d.completions,
  }))

describe('risk checker counts', () => {
  it('counts finished checks per day and result, one row each', async () => {
    const day1 = new Date('2026-11-24T10:00:00Z')
    const day2 = new Date('2026-11-25T23:59:00Z')
    await countCompletion(payload, 'higher', day1)
    await countCompletion(payload, 'higher', day1)
    await countCompletion(payload, 'usual', day1)
    await countCompletion(payload, 'higher', day2)
    const rows = await counts()
    expect(rows).toHaveLength(3)
    expect(rows).toContainEqual({ day: '2026-11-24', category: 'higher', completions: 2 })
    expect(rows).toContainEqual({ day: '2026-11-24', category: 'usual', completions: 1 })
    expect(rows).toContainEqual({ day: '2026-11-25', category: 'higher', completions: 1 })
  })

  it('keeps nothing but the day, the result and the count', async () => {
    const [row] = await runSql<Record<string, unknown>>(payload, sql`SELECT * FROM risk_checker_counts`)
    expect(Object.keys(row!).sort()).toEqual(['category', 'completions', 'day', 'id'])
  })

  it('is hidden from visitors and written only by the server', async () => {
    await expect(payload.find({ collection: 'risk-checker-counts', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({ collection: 'risk-checker-counts', data: { day: '2026-01-01', category: 'usual', completions: 5 }, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(payload.findGlobal({ slug: 'risk-checker', overrideAccess: false })).rejects.toThrow()
  })
})

describe('the count endpoint (checks finished in the browser)', () => {
  it('counts a category, refuses anything more, and limits one address', async () => {
    process.env.RATE_LIMIT_RISK_COUNTS_MAX = '2'
    const { POST } = await import('@/app/api/risk-checker/completions/route')
    const post = (body: string, from = '203.0.113.20') =>
      POST(new Request('http://localhost:3000/api/risk-checker/completions', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body }))
    const unclearToday = async () =>
      (await counts()).find((r) => r.day === new Date().toISOString().slice(0, 10) && r.category === 'unclear')?.completions ?? 0
    const before = await unclearToday()
    expect((await post('{"category":"unclear"}')).status).toBe(204)
    expect(await unclearToday()).toBe(before + 1)
    for (const bad of ['{"category":"unclear","age":"50-59"}', '{"category":"maybe"}', 'not json']) {
      const response = await post(bad, '203.0.113.21')
      expect(response.status).toBe(400)
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/category/)
    }
    expect((await post('{"category":"unclear"}')).status).toBe(204)
    const limited = await post('{"category":"unclear"}')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await unclearToday()).toBe(before + 2)
    delete process.env.RATE_LIMIT_RISK_COUNTS_MAX
  })
})

describe('risk checker wording', () => {
  it('is seeded with the first texts and a review record, and staff edits are kept', async () => {
    await seedRiskChecker(payload, () => {})
    const seeded = await payload.findGlobal({ slug: 'risk-checker', depth: 0, overrideAccess: true })
    expect(seeded.questions?.age?.legend).toBe(DEFAULT_TEXTS.questions.age.legend)
    expect(seeded.doctorQuestions?.map((q) => q.question)).toEqual(DEFAULT_TEXTS.doctorQuestions)
    expect(seeded.lastReviewed).toBeTruthy()
    expect(seeded.reviewedBy?.name).toBeTruthy()
    expect(seeded.nextReviewDue).toBeTruthy()
    expect(mergeTexts(seeded)).toEqual(DEFAULT_TEXTS)

    await payload.updateGlobal({
      slug: 'risk-checker',
      data: { results: { usual: { heading: 'Your risk is the usual one for your age' } } },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await seedRiskChecker(payload, () => {})
    const edited = mergeTexts(await payload.findGlobal({ slug: 'risk-checker', depth: 0, overrideAccess: true }))
    expect(edited.results.usual.heading).toBe('Your risk is the usual one for your age')
    expect(edited.results.usual.text).toBe(DEFAULT_TEXTS.results.usual.text)
  })

  it('is listed under Reviews due once its medical review falls due, with a link to its settings', async () => {
    const { findReviewsDue } = await import('@/infoPages/reviewsDue')
    const staff = { id: 1, email: 'editor@example.org', roles: ['editor'], collection: 'users' }
    const { lastReviewed, nextReviewDue } = await payload.findGlobal({ slug: 'risk-checker', depth: 0, overrideAccess: true })
    const listed = async (now: Date) => (await findReviewsDue(payload, now, staff)).filter((r) => r.title === 'Risk checker')
    // A few days after its review: not listed.
    expect(await listed(new Date(new Date(lastReviewed!).getTime() + 5 * 86_400_000))).toEqual([])
    // Ten days before the next review is due: due soon, edited under Globals.
    const soon = await listed(new Date(new Date(nextReviewDue!).getTime() - 10 * 86_400_000))
    expect(soon).toEqual([expect.objectContaining({ editPath: '/globals/risk-checker', path: '/about-prostate-cancer/check-your-risk', state: 'due-soon', nextReviewDue })])
    expect(soon[0]?.reviewer).toBeTruthy()
    // The day after: overdue.
    expect((await listed(new Date(new Date(nextReviewDue!).getTime() + 86_400_000)))[0]?.state).toBe('overdue')
  })
})
