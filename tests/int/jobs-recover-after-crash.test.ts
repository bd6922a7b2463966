/**
 * After a crash: a job left marked as running (killed mid-run) is skipped by every runner, and a
 * submission stored just before the kill may have no e-mail job at all. recoverAfterCrash (run
 * at the web server's start) puts both back to work, so every stored submission's e-mail goes out.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { sql } from '@payloadcms/db-sqlite'
import { JOB_LEASE_MS } from '@/instances/exclusiveJobClaims'
import { recoverAfterCrash } from '@/jobs/recoverAfterCrash'
import { runSql } from '../helpers/rawSql'

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

const store = (email: string) =>
  payload.create({
    collection: 'form-submissions',
    data: { form: '704', name: 'Crash Test', email, fields: { full_name: 'Crash Test', email, subject: 'Hi', message: 'Hello' }, deliveryStatus: 'queued' },
    overrideAccess: true,
    depth: 0,
  })
const statusOf = async (id: number) => (await payload.findByID({ collection: 'form-submissions', id, depth: 0, overrideAccess: true })).deliveryStatus
const runForms = () => payload.jobs.run({ queue: 'forms', overrideAccess: true })

describe('recovery after a crash', () => {
  it('releases a job killed mid-run and queues the e-mail of a submission stored without one', async () => {
    const interrupted = await store('interrupted@example.org')
    const job = await payload.jobs.queue({ task: 'sendFormNotification', input: { submissionId: interrupted.id }, queue: 'forms' })
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { processing: true }, overrideAccess: true })
    // Its process died long enough ago for its lease to have run out (PostgreSQL; see jobs-leases.test.ts).
    await runSql(payload, sql`UPDATE payload_jobs SET updated_at = ${new Date(Date.now() - JOB_LEASE_MS - 60_000).toISOString()} WHERE id = ${job.id}`)
    const withoutJob = await store('without-job@example.org')

    // As the crash left them, no run sends either e-mail.
    await runForms()
    expect(await statusOf(interrupted.id)).toBe('queued')
    expect(await statusOf(withoutJob.id)).toBe('queued')

    expect(await recoverAfterCrash(payload)).toEqual({ released: 1, requeued: 1 })
    await runForms()
    // Without SMTP_URL a sent notification lands in the Outbox.
    const deadline = Date.now() + 20_000
    while ((await statusOf(interrupted.id)) !== 'outbox' || (await statusOf(withoutJob.id)) !== 'outbox') {
      if (Date.now() > deadline) throw new Error('the e-mails were not sent after recovery')
      await new Promise((r) => setTimeout(r, 100))
    }
    const outbox = await payload.find({ collection: 'outbox', depth: 0, overrideAccess: true })
    expect(outbox.docs.map((m) => m.replyTo).sort()).toEqual(['interrupted@example.org', 'without-job@example.org'])

    // A second start finds nothing left to recover.
    expect(await recoverAfterCrash(payload)).toEqual({ released: 0, requeued: 0 })
  })
})
