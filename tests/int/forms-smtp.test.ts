/**
 * Delivery never loses a submission: with the SMTP server down (a closed local port) the post
 * is stored and answered, the mail job fails and is retried with back-off; once a local SMTP
 * server comes up on that port, the retry delivers the message, which the test reads. A mail
 * that keeps failing ends marked "failed" for staff.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { VALID } from '../helpers/formSamples'
import { startSmtpStandIn, type ReceivedMail, type SmtpStandIn } from '../helpers/smtpStandIn'
import { freePort } from '../../scripts/siteServer'

let ctx: TestPayload | undefined
let payload: Payload
let port: number
let smtp: SmtpStandIn | undefined
/** What the SMTP stand-in received, once it is up (nothing before). */
let received: ReceivedMail[] = []
let POST: (req: Request, ctx: { params: Promise<{ formId: string }> }) => Promise<Response>

beforeAll(async () => {
  port = await freePort()
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  process.env.FORMS_MAIL_RETRIES = '2'
  process.env.FORMS_MAIL_RETRY_DELAY_MS = '100'
  process.env.FORMS_MAIL_RUN_NOW = '0'
  process.env.FORMS_JOBS_AUTORUN = '0'
  process.env.RATE_LIMIT_FORMS_MAX = '1000'
  ctx = await startTestPayload()
  payload = ctx.payload
  POST = (await import('@/app/api/forms/[formId]/feedback/route')).POST
  await payload.updateGlobal({
    slug: 'form-settings',
    data: { recipients: [{ form: '704', email: 'staff@example.org' }] },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
})

afterAll(async () => {
  await smtp?.stop()
  await ctx?.stop()
})

async function send(fields: Record<string, string>) {
  const form = new FormData()
  for (const [k, v] of Object.entries({ ...fields, _form_elapsed: '4000' })) form.append(k, v)
  const res = await POST(new Request('http://localhost:3000/api/forms/704/feedback', { method: 'POST', body: form, headers: { 'x-forwarded-for': '127.0.0.1' } }), {
    params: Promise.resolve({ formId: '704' }),
  })
  return (await res.json()) as { status: string }
}

const submissionByEmail = async (email: string) =>
  (await payload.find({ collection: 'form-submissions', where: { email: { equals: email } }, overrideAccess: true })).docs[0]!

async function runJobsUntil(email: string, statuses: string[], timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    await payload.jobs.run({ queue: 'forms', limit: 10, overrideAccess: true })
    const doc = await submissionByEmail(email)
    if (statuses.includes(doc.deliveryStatus)) return doc
    if (Date.now() > deadline) throw new Error(`Submission for ${email} stayed ${doc.deliveryStatus}`)
    await new Promise((r) => setTimeout(r, 150))
  }
}

describe('notification e-mail over SMTP', () => {
  it('marks a mail that keeps failing as failed after its retries, with the submission kept', async () => {
    const email = 'always-down@example.org'
    expect((await send({ ...VALID.contact, email })).status).toBe('mail_sent')
    const doc = await runJobsUntil(email, ['failed'])
    expect(doc.deliveryAttempts).toBe(3)
    expect(doc.deliveryError).toMatch(/ECONNREFUSED|connect/i)
    expect((doc.fields as Record<string, string>).subject).toBe(VALID.contact.subject)
  })

  it('stores and answers while the server is down, then delivers once it is up', async () => {
    const email = 'delivered-later@example.org'
    expect((await send({ ...VALID.contact, email, full_name: 'Robin Later' })).status).toBe('mail_sent')
    expect((await submissionByEmail(email)).deliveryStatus).toBe('queued')

    const failed = await runJobsUntil(email, ['retrying'])
    expect(failed.deliveryAttempts).toBe(1)
    expect(received).toHaveLength(0)

    smtp = await startSmtpStandIn(port)
    received = smtp.received

    const sent = await runJobsUntil(email, ['sent'])
    expect(sent.deliveredAt).toBeTruthy()
    expect(received).toHaveLength(1)
    const message = received[0]!
    expect(message.to).toEqual(['staff@example.org'])
    expect(message.raw).toMatch(/^Subject: Contact form: Robin Later/m)
    expect(message.raw).toMatch(/^Reply-To: delivered-later@example\.org/m)
    expect(message.raw).toContain('Subject: A question about events')
    expect(message.raw).toContain('Message: When is the next walk?')
  })
})
