/**
 * Receipt numbers from the counter: an existing site continues its sequence after the
 * migration; 50 concurrent approvals each get the next number on the first try, with no gap
 * from declined gifts; and an approval whose numbering fails (the counter rewound onto an issued
 * number, so the write clashes on the unique index) still answers approved and is numbered later,
 * on the next read of its receipt data, by a replayed post, or by the catch-up job.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-sqlite'
import { committedMigrations, postgresAdminUrl, startTestPayload, type TestPayload } from '../helpers/payload'
import { runSql } from '../helpers/rawSql'
import { donateRequest, newKey, TEST_CARD, validFields } from '../helpers/donations'

process.env.RATE_LIMIT_DONATIONS_MAX = '0'
// Ten declines from one address and one card: the card-testing rules would block them (tested in donations-card-testing).
process.env.RATE_LIMIT_DONATION_DECLINES_MAX = '0'
process.env.RATE_LIMIT_CARD_DECLINES_MAX = '0'
process.env.DONATION_CHALLENGE_AFTER_DECLINES = '0'

// The migration before the counter's, on each database.
const BEFORE_COUNTER = postgresAdminUrl() ? '20261124_183448_support_and_about' : '20261124_183417_support_and_about'

let ctx: TestPayload | undefined
let payload: Payload
const db = { run: (query: ReturnType<typeof sql>) => runSql(payload, query) }
let POST: (req: Request) => Promise<Response>
let GET_ANSWER: (req: Request) => Promise<Response>

type Answer = { ResponseCode: string; id: number | null; receiptToken: string | null }
const donate = async (fields: Record<string, string>, key: string = newKey()) => {
  const res = await POST(donateRequest(fields, { key }))
  return { status: res.status, body: (await res.json()) as Answer }
}
const counter = async () => Number((await runSql<{ value: number }>(payload, sql`SELECT value FROM receipt_counter WHERE id = 1`))[0]!.value)
const record = async (key: string) =>
  (await payload.find({ collection: 'donations', where: { idempotencyKey: { equals: key } }, depth: 0, overrideAccess: true })).docs[0]!

beforeAll(async () => {
  ctx = await startTestPayload({ lastMigration: BEFORE_COUNTER })
  payload = ctx.payload
  // A site that already issued receipts up to 1234 under the old numbering.
  await db.run(sql`INSERT INTO donations (amount, donation_type, status, receipt_number, idempotency_key, updated_at, created_at)
    VALUES (40, 'single', 'approved', 1233, 'old-1', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
           (60, 'single', 'approved', 1234, 'old-2', '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z')`)
  await payload.db.migrate({ migrations: await committedMigrations() })
  ;({ POST } = await import('@/app/api/donate/route'))
  ;({ GET: GET_ANSWER } = await import('@/app/api/donate/receipt/answer/route'))
})

afterAll(async () => {
  await ctx?.stop()
})

describe('receipt counter', () => {
  it('continues an existing site’s sequence after the migration', async () => {
    expect(await counter()).toBe(1234)
    const { body } = await donate(validFields())
    expect(body.id).toBe(1235)
  })

  it('numbers 50 concurrent approvals consecutively, each bumping the counter once, declines taking no number', async () => {
    const start = await counter()
    const posts = Array.from({ length: 60 }, (_, i) => donate(validFields(i % 6 === 5 ? { card_number: TEST_CARD.decline } : {})))
    const results = await Promise.all(posts)
    expect(results.every((r) => r.status === 200)).toBe(true)
    const approved = results.filter((r) => r.body.ResponseCode === '027')
    const declined = results.filter((r) => r.body.ResponseCode !== '027')
    expect(approved).toHaveLength(50)
    expect(declined.every((r) => r.body.id === null)).toBe(true)
    const ids = approved.map((r) => r.body.id!).sort((a, b) => a - b)
    expect(ids).toEqual(Array.from({ length: 50 }, (_, i) => start + 1 + i))
    // One bump per approval and none wasted: nothing was retried or rolled forward.
    expect(await counter()).toBe(start + 50)
  })
})

describe('an approval whose receipt numbering fails', () => {
  let key: string
  let first: Answer
  let issued: number

  beforeAll(async () => {
    issued = await counter()
    // Rewound counter (e.g. restored from an older backup): its next number is already issued,
    // so writing it onto the new donation clashes on the unique index and rolls back.
    await db.run(sql`UPDATE receipt_counter SET value = value - 1 WHERE id = 1`)
    key = newKey()
    const res = await donate(validFields({ donation_amount: '80' }), key)
    expect(res.status).toBe(200)
    first = res.body
  })

  it('still answers approved, without a number but with a receipt link, and records the approval', async () => {
    expect(first.ResponseCode).toBe('027')
    expect(first.id).toBeNull()
    expect(first.receiptToken).toBeTruthy()
    const saved = await record(key)
    expect(saved.status).toBe('approved')
    expect(saved.receiptNumber ?? null).toBeNull()
    // The clash rolled the bump back: the counter is where the rewind left it.
    expect(await counter()).toBe(issued - 1)
  })

  it('gets the next number on the first read once the counter is right, and keeps it', async () => {
    const url = `http://localhost/api/donate/receipt/answer?token=${encodeURIComponent(first.receiptToken!)}`
    // Still failing: the data answers approved without a number.
    const still = await GET_ANSWER(new Request(url))
    expect(still.status).toBe(200)
    expect(((await still.json()) as Answer).id).toBeNull()

    await db.run(sql`UPDATE receipt_counter SET value = ${issued} WHERE id = 1`)
    const res = await GET_ANSWER(new Request(url))
    expect(res.status).toBe(200)
    const data = (await res.json()) as Answer
    expect(data).toMatchObject({ ResponseCode: '027', id: issued + 1 })
    const saved = await record(key)
    expect(saved.receiptNumber).toBe(issued + 1)
    expect((saved.response as Answer).id).toBe(issued + 1)
    // A replayed post (the browser retrying) and a second read see the same number.
    expect((await donate(validFields({ donation_amount: '80' }), key)).body.id).toBe(issued + 1)
    expect(((await (await GET_ANSWER(new Request(url))).json()) as Answer).id).toBe(issued + 1)
    expect(await counter()).toBe(issued + 1)
  })

  it('is numbered by the catch-up job when nobody reads it', async () => {
    const { assignMissingReceiptNumbers } = await import('@/donations/assignMissingReceiptNumbers')
    const before = await counter()
    await db.run(sql`UPDATE receipt_counter SET value = value - 1 WHERE id = 1`)
    const k = newKey()
    expect((await donate(validFields(), k)).body).toMatchObject({ ResponseCode: '027', id: null })
    await db.run(sql`UPDATE receipt_counter SET value = ${before} WHERE id = 1`)
    // Through the scheduled task, as the jobs runner does it.
    const { DONATIONS_QUEUE } = await import('@/donations/jobs')
    await payload.jobs.queue({ task: 'assignReceiptNumbers', input: {}, queue: DONATIONS_QUEUE })
    await payload.jobs.run({ queue: DONATIONS_QUEUE })
    expect((await record(k)).receiptNumber).toBe(before + 1)
    expect(await assignMissingReceiptNumbers(payload)).toEqual({ assigned: 0, failed: 0 })
  })
})

describe('a repeated key whose first attempt runs in another process', () => {
  it('waits for the answer that attempt records, and charges nothing', async () => {
    const key = newKey()
    // What another server process has written so far: the pending record, no answer yet.
    const other = await payload.create({
      collection: 'donations',
      data: { amount: 30, donationType: 'single', status: 'pending', idempotencyKey: key },
      overrideAccess: true,
      depth: 0,
    })
    const before = await payload.count({ collection: 'donations', overrideAccess: true })
    const repeat = donate(validFields(), key)
    const answer = { ResponseCode: '027', id: 4242, receiptToken: null, Message: 'APPROVED' }
    await payload.update({ collection: 'donations', id: other.id, data: { status: 'approved', response: answer }, overrideAccess: true, depth: 0 })
    const { status, body } = await repeat
    expect(status).toBe(200)
    expect(body).toEqual(answer)
    expect((await payload.count({ collection: 'donations', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })
})
