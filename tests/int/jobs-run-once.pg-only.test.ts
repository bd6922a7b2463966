/**
 * Each job runs once when several runners claim at the same moment (src/instances/exclusiveJobClaims.ts):
 * here four runs of the forms queue started together on one PostgreSQL database, as four
 * instances' timers could. The claim lock lives in the database, so runners in one process
 * race exactly as runners in several do. Without it, Payload's read-then-mark claim hands the
 * same pending job to several runners and an e-mail goes out more than once.
 * Databases: PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { startTestPayload, type TestPayload } from '../helpers/payload'

process.env.FORMS_MAIL_RUN_NOW = '0'
delete process.env.SMTP_URL

let ctx: TestPayload | undefined
let payload: Payload

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
})
afterAll(async () => {
  await ctx?.stop()
})

describe('jobs claimed by several runners at once (PostgreSQL)', () => {
  // exclusiveJobClaims.ts depends on these parts of @payloadcms/drizzle's adapter, which Payload
  // does not document (README, "Where we depend on internals"): a change there fails here first.
  it("finds the adapter's parts the claim lock uses", async () => {
    const adapter = payload.db as unknown as Record<string, unknown> & { drizzle?: { transaction?: unknown }; pool?: { query?: unknown } }
    expect(typeof adapter.updateJobs).toBe('function')
    expect(typeof adapter.pool?.query).toBe('function')
    expect(typeof adapter.drizzle?.transaction).toBe('function')
    expect(typeof adapter.sessions).toBe('object')
    // A claim inside a request's transaction is found by its id among the adapter's sessions.
    const id = await payload.db.beginTransaction()
    try {
      expect((adapter.sessions as Record<string, { db?: { execute?: unknown } }>)[String(id)]?.db?.execute).toBeTypeOf('function')
    } finally {
      if (id !== null) await payload.db.rollbackTransaction(id)
    }
  })

  it('sends each e-mail exactly once', async () => {
    expect(payload.db.name).toBe('postgres')
    const ids: number[] = []
    for (let i = 0; i < 12; i++) {
      const email = `once${i}@example.org`
      const submission = await payload.create({
        collection: 'form-submissions',
        data: { form: '704', name: 'Once', email, fields: { full_name: 'Once', email, subject: 'Hi', message: 'Hello' }, deliveryStatus: 'queued' },
        overrideAccess: true,
        depth: 0,
      })
      await payload.jobs.queue({ task: 'sendFormNotification', input: { submissionId: submission.id }, queue: 'forms' })
      ids.push(submission.id)
    }
    // Four runners at once, each taking up to 5 jobs, and one run of a single job by id.
    const [first] = (await payload.find({ collection: 'payload-jobs', depth: 0, limit: 1, sort: 'createdAt', overrideAccess: true })).docs
    await Promise.all([
      ...Array.from({ length: 4 }, () => payload.jobs.run({ queue: 'forms', limit: 5, overrideAccess: true })),
      payload.jobs.runByID({ id: first!.id, overrideAccess: true }),
    ])
    // Whatever is left (12 jobs, up to 20 places) goes in a last run.
    await payload.jobs.run({ queue: 'forms', overrideAccess: true })
    const outbox = await payload.find({ collection: 'outbox', depth: 0, pagination: false, overrideAccess: true })
    const perSubmission = new Map<number, number>()
    for (const mail of outbox.docs) {
      const id = typeof mail.submission === 'object' ? mail.submission?.id : mail.submission
      perSubmission.set(Number(id), (perSubmission.get(Number(id)) ?? 0) + 1)
    }
    expect(ids.map((id) => perSubmission.get(id) ?? 0)).toEqual(ids.map(() => 1))
  })
})
