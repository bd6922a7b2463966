/**
 * The form endpoint through its route handlers (the Request a browser would send, the Response
 * it would get) against Payload on a temporary database: storage, validation, spam, rate limit,
 * origin, content type, size and the legacy Contact Form 7 address.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { FORM_IDS, type FormKey } from '@/forms/definitions'
import { formRateLimiter } from '@/forms/rateLimit'
import { sql } from '@payloadcms/db-sqlite'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { runSql } from '../helpers/rawSql'
import { EMAIL_FIELD, FORM_KEYS, REQUIRED, VALID } from '../helpers/formSamples'

process.env.FORMS_MAIL_RUN_NOW = '0'
process.env.FORMS_JOBS_AUTORUN = '0'
process.env.RATE_LIMIT_FORMS_MAX = '1000'
process.env.FORMS_MIN_FILL_MS = '2000'

let ctx: TestPayload | undefined
let payload: Payload
let POST: (req: Request, ctx: { params: Promise<{ formId: string }> }) => Promise<Response>
let LEGACY_POST: typeof POST

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
  POST = (await import('@/app/api/forms/[formId]/feedback/route')).POST
  LEGACY_POST = (await import('@/app/wp-json/contact-form-7/v1/contact-forms/[formId]/feedback/route')).POST
})

afterAll(async () => {
  await ctx?.stop()
})

beforeEach(() => formRateLimiter.reset())

type PostOptions = {
  legacy?: boolean
  encoding?: 'multipart' | 'urlencoded'
  headers?: Record<string, string>
  elapsed?: string | null
  ip?: string
}

function request(formId: string, fields: Record<string, string>, options: PostOptions = {}): Request {
  const { legacy = false, encoding = 'multipart', headers = {}, elapsed = '5000', ip = '203.0.113.7' } = options
  const all = { ...fields, ...(elapsed !== null ? { _form_elapsed: elapsed } : {}) }
  const url = legacy
    ? `http://localhost:3000/wp-json/contact-form-7/v1/contact-forms/${formId}/feedback`
    : `http://localhost:3000/api/forms/${formId}/feedback`
  let body: BodyInit
  if (encoding === 'multipart') {
    const form = new FormData()
    for (const [k, v] of Object.entries(all)) form.append(k, v)
    body = form
  } else {
    body = new URLSearchParams(all)
  }
  return new Request(url, {
    method: 'POST',
    body,
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'x-forwarded-for': ip, ...headers },
  })
}

async function post(formId: string, fields: Record<string, string>, options: PostOptions = {}) {
  const handler = options.legacy ? LEGACY_POST : POST
  const res = await handler(request(formId, fields, options), { params: Promise.resolve({ formId }) })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { status?: string; invalid_fields?: { field: string; message: string }[] } }
}

async function countStored(formId: string): Promise<number> {
  return (await payload.count({ collection: 'form-submissions', where: { form: { equals: formId } }, overrideAccess: true })).totalDocs
}

/** The spam folder of one form, newest first. */
async function spamFolder(formId: string) {
  const where = { and: [{ form: { equals: formId } }, { deliveryStatus: { equals: 'spam' } }] }
  return (await payload.find({ collection: 'form-submissions', where: where as never, sort: '-id', pagination: false, overrideAccess: true, depth: 0 })).docs
}

/** E-mail jobs queued for one submission. */
async function queuedMailFor(submissionId: number): Promise<number> {
  const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendFormNotification' } }, pagination: false, overrideAccess: true, depth: 0 })
  return jobs.docs.filter((job) => (job.input as { submissionId?: number } | null)?.submissionId === submissionId).length
}

const CF7_KEYS = ['contact_form_id', 'status', 'message', 'invalid_fields', 'posted_data_hash', 'into']

describe.each(FORM_KEYS)('form %s', (key: FormKey) => {
  const formId = FORM_IDS[key]

  it('stores a valid post and answers mail_sent in Contact Form 7’s shape, with the e-mail queued', async () => {
    const before = await countStored(formId)
    const { status, body } = await post(formId, VALID[key])
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual([...CF7_KEYS].sort())
    expect(body.status).toBe('mail_sent')
    expect(body.contact_form_id).toBe(Number(formId))
    expect(body.invalid_fields).toEqual([])
    expect(body.posted_data_hash).toMatch(/^[0-9a-f]{32}$/)
    expect(await countStored(formId)).toBe(before + 1)

    const stored = (
      await payload.find({ collection: 'form-submissions', where: { form: { equals: formId } }, sort: '-createdAt', limit: 1, overrideAccess: true })
    ).docs[0]!
    const fields = stored.fields as Record<string, string>
    for (const [name, value] of Object.entries(VALID[key])) expect(fields[name]).toBe(value)
    expect(fields._form_elapsed).toBeUndefined()
    expect(stored.ipHash).toMatch(/^[0-9a-f]{32}$/)
    expect(stored.ipHash).not.toContain('203.0.113.7')
    expect(stored.deliveryStatus).toBe('queued')

    const jobs = await payload.find({ collection: 'payload-jobs', where: { 'input.submissionId': { equals: stored.id } } as never, overrideAccess: true })
    expect(jobs.totalDocs).toBe(1)
  })

  it('accepts application/x-www-form-urlencoded too', async () => {
    const { body } = await post(formId, VALID[key], { encoding: 'urlencoded' })
    expect(body.status).toBe('mail_sent')
  })

  it.each(REQUIRED[key])('answers validation_failed naming %s when it is missing, and stores nothing', async (field) => {
    const before = await countStored(formId)
    const { status, body } = await post(formId, { ...VALID[key], [field]: '' })
    expect(status).toBe(200)
    expect(body.status).toBe('validation_failed')
    expect(body.invalid_fields!.map((f) => f.field)).toEqual([field])
    expect(body.invalid_fields![0]!.message).toMatch(/\w/)
    expect(await countStored(formId)).toBe(before)
  })

  it('answers validation_failed for an invalid e-mail address', async () => {
    const { body } = await post(formId, { ...VALID[key], [EMAIL_FIELD[key]]: 'not-an-address' })
    expect(body.status).toBe('validation_failed')
    expect(body.invalid_fields).toEqual([
      expect.objectContaining({ field: EMAIL_FIELD[key], message: expect.stringMatching(/valid e-mail/), error_id: `wpcf7-f${formId}-o1-ve-${EMAIL_FIELD[key]}` }),
    ])
  })

  it('lists every invalid field at once', async () => {
    const empty = Object.fromEntries(REQUIRED[key].map((f) => [f, '']))
    const { body } = await post(formId, { ...VALID[key], ...empty })
    expect(body.invalid_fields!.map((f) => f.field).sort()).toEqual([...REQUIRED[key]].sort())
  })

  it('answers spam and keeps the post in the spam folder, unsent, when the honeypot is filled', async () => {
    const before = await spamFolder(formId)
    const { status, body } = await post(formId, { ...VALID[key], _hp_website: 'http://spam.example' })
    expect(status).toBe(200)
    expect(body.status).toBe('spam')
    const after = await spamFolder(formId)
    expect(after).toHaveLength(before.length + 1)
    expect(after[0]).toMatchObject({ deliveryStatus: 'spam', spamReason: 'honeypot' })
    expect(await queuedMailFor(after[0]!.id)).toBe(0)
  })

  it('answers spam and keeps the post in the spam folder when the browser says it was sent too fast', async () => {
    const before = await spamFolder(formId)
    expect((await post(formId, VALID[key], { elapsed: '300' })).body.status).toBe('spam')
    const after = await spamFolder(formId)
    expect(after).toHaveLength(before.length + 1)
    expect(after[0]?.spamReason).toBe('too-fast')
  })

  it('stores a legacy Contact Form 7 post that carries no timing field and answers mail_sent', async () => {
    const before = await countStored(formId)
    const { status, body } = await post(formId, VALID[key], { legacy: true, elapsed: null })
    expect(status).toBe(200)
    expect(body.status).toBe('mail_sent')
    expect(await countStored(formId)).toBe(before + 1)
  })

  it('gives the same answer on the legacy Contact Form 7 address', async () => {
    const modern = await post(formId, VALID[key])
    const legacy = await post(formId, VALID[key], { legacy: true })
    expect(legacy.status).toBe(200)
    expect(legacy.body).toEqual(modern.body)
    const invalid = { ...VALID[key], [EMAIL_FIELD[key]]: 'nope' }
    expect((await post(formId, invalid, { legacy: true })).body).toEqual((await post(formId, invalid)).body)
  })
})

describe('transport rules', () => {
  it('answers 404 for an unknown form, on both addresses', async () => {
    for (const legacy of [false, true]) {
      const { status, body } = await post('999', VALID.contact, { legacy })
      expect(status).toBe(404)
      expect(body.error).toMatch(/no form 999/)
    }
  })

  it('answers 415 for JSON', async () => {
    const res = await POST(
      new Request('http://localhost:3000/api/forms/704/feedback', {
        method: 'POST',
        body: JSON.stringify(VALID.contact),
        headers: { 'content-type': 'application/json', host: 'localhost:3000' },
      }),
      { params: Promise.resolve({ formId: '704' }) },
    )
    expect(res.status).toBe(415)
    expect(((await res.json()) as { error: string }).error).toMatch(/multipart\/form-data/)
  })

  it('answers 413 for a body over 64 KB and stores nothing', async () => {
    const before = await countStored('704')
    const { status, body } = await post('704', { ...VALID.contact, message: 'x'.repeat(70 * 1024) })
    expect(status).toBe(413)
    expect(body.error).toMatch(/64 KB/)
    expect(await countStored('704')).toBe(before)
  })

  it('refuses a post from a foreign Origin and stores nothing', async () => {
    const before = await countStored('704')
    const { status, body } = await post('704', VALID.contact, { headers: { origin: 'https://attacker.example' } })
    expect(status).toBe(403)
    expect(body.error).toMatch(/this website/)
    expect(await countStored('704')).toBe(before)
  })

  it('accepts an Origin listed among the site’s own hosts in Site Settings', async () => {
    const { seedSiteSettings } = await import('@/seed/siteSettings')
    await seedSiteSettings(payload, () => {})
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { ownHosts: [{ host: 'staging.example.org' }] } as never,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const { status, body } = await post('704', VALID.contact, { headers: { origin: 'https://staging.example.org' } })
    expect(status).toBe(200)
    expect(body.status).toBe('mail_sent')
  })

  it('answers 429 once an address exceeds the per-form limit, without affecting other addresses or forms', async () => {
    process.env.RATE_LIMIT_FORMS_MAX = '3'
    try {
      for (let i = 0; i < 3; i++) expect((await post('704', VALID.contact, { ip: '198.51.100.1' })).status).toBe(200)
      const limited = await post('704', VALID.contact, { ip: '198.51.100.1' })
      expect(limited.status).toBe(429)
      expect(limited.body.error).toMatch(/Too many forms/)
      expect((await post('704', VALID.contact, { ip: '198.51.100.2' })).status).toBe(200)
      expect((await post('705', VALID.newsletter, { ip: '198.51.100.1' })).status).toBe(200)
    } finally {
      process.env.RATE_LIMIT_FORMS_MAX = '1000'
    }
  })

  it('counts only the socket address unless a proxy is trusted', async () => {
    const { clientAddress } = await import('@/http/clientAddress')
    const headers = new Headers({ 'x-forwarded-for': '192.0.2.1, 10.0.0.5' })
    expect(clientAddress(headers, 0)).toBe('10.0.0.5')
    expect(clientAddress(headers, 1)).toBe('10.0.0.5')
    expect(clientAddress(headers, 2)).toBe('192.0.2.1')
  })
})

describe('newsletter subscribers', () => {
  it('creates one subscriber per e-mail, refreshes it on a new sign-up, and unsubscribes by token', async () => {
    const email = 'Reader@Example.org'
    await post('705', { first_name: 'Rae', last_name: 'One', email })
    await post('705', { first_name: 'Rae', last_name: 'Two', email: 'reader@example.org' })
    const found = await payload.find({ collection: 'subscribers', where: { email: { equals: 'reader@example.org' } }, overrideAccess: true })
    expect(found.totalDocs).toBe(1)
    const sub = found.docs[0]!
    expect(sub.lastName).toBe('Two')
    expect(sub.status).toBe('subscribed')
    expect(sub.source).toMatch(/705/)
    expect(sub.unsubscribeToken.length).toBeGreaterThan(20)

    const { unsubscribe } = await import('@/forms/subscribers')
    expect(await unsubscribe(payload, 'not-a-token')).toBe('unknown')
    expect(await unsubscribe(payload, sub.unsubscribeToken)).toBe('unsubscribed')
    expect(await unsubscribe(payload, sub.unsubscribeToken)).toBe('already')
    const after = await payload.findByID({ collection: 'subscribers', id: sub.id, overrideAccess: true })
    expect(after.status).toBe('unsubscribed')
    expect(after.unsubscribedAt).toBeTruthy()
  })
})

describe('staff access', () => {
  it('keeps submissions, subscribers and the outbox from anonymous readers', async () => {
    for (const collection of ['form-submissions', 'subscribers', 'outbox'] as const) {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow()
    }
  })
})

describe('notification e-mail without SMTP', () => {
  it('writes the message to the Outbox (recipients from Form settings) and marks the submission', async () => {
    await payload.updateGlobal({
      slug: 'form-settings',
      data: { recipients: [{ form: '706', email: 'volunteer-team@example.org' }] },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const email = 'outbox-check@example.org'
    expect((await post('706', { ...VALID.volunteer, email })).body.status).toBe('mail_sent')
    const stored = (await payload.find({ collection: 'form-submissions', where: { email: { equals: email } }, overrideAccess: true })).docs[0]!
    for (let i = 0; i < 10; i++) {
      await payload.jobs.run({ queue: 'forms', limit: 200, overrideAccess: true })
      const now = await payload.findByID({ collection: 'form-submissions', id: stored.id, overrideAccess: true })
      if (now.deliveryStatus === 'outbox') break
    }
    const after = await payload.findByID({ collection: 'form-submissions', id: stored.id, overrideAccess: true })
    expect(after.deliveryStatus).toBe('outbox')
    const outbox = await payload.find({ collection: 'outbox', where: { submission: { equals: stored.id } }, overrideAccess: true })
    expect(outbox.totalDocs).toBe(1)
    const message = outbox.docs[0]!
    expect(message.to).toBe('volunteer-team@example.org')
    expect(message.replyTo).toBe(email)
    expect(message.subject).toBe('Volunteer sign-up: Pat Rivera')
    expect(message.text).toContain('Volunteer for: Foundation, Support Groups')
    expect(message.text).toContain('Phone: 250-555-0142')
  })
})

describe('storing', () => {
  it('stores a submission and its e-mail job together (SQLite), or keeps it marked failed for staff (PostgreSQL)', async () => {
    // The job's table is missing for a moment: the submission must not be left stored without its job.
    const email = 'all-or-nothing@example.org'
    await runSql(payload, sql.raw('ALTER TABLE payload_jobs RENAME TO payload_jobs_away'))
    let body: { status?: string }
    try {
      body = (await post('704', { ...VALID.contact, email })).body
    } finally {
      await runSql(payload, sql.raw('ALTER TABLE payload_jobs_away RENAME TO payload_jobs'))
    }
    expect(body.status).toBe('mail_failed')
    const where = { email: { equals: email } }
    const afterFailure = (await payload.find({ collection: 'form-submissions', where, overrideAccess: true })).docs
    if (payload.db.name === 'sqlite') {
      // One transaction: neither row is stored.
      expect(afterFailure).toHaveLength(0)
    } else {
      // Payload's create, then the job: the post is kept, marked failed so staff see it.
      expect(afterFailure.map((d) => d.deliveryStatus)).toEqual(['failed'])
      await payload.delete({ collection: 'form-submissions', where, overrideAccess: true })
    }

    expect((await post('704', { ...VALID.contact, email })).body.status).toBe('mail_sent')
    const stored = (await payload.find({ collection: 'form-submissions', where, overrideAccess: true })).docs
    expect(stored).toHaveLength(1)
    expect(await queuedMailFor(stored[0]!.id)).toBe(1)
  })

  it('sends every e-mail of a burst larger than one run of the queue, without waiting for the minute timer', async () => {
    const { runFormsQueueSoon } = await import('@/forms/jobs')
    const emails = Array.from({ length: 105 }, (_, i) => `burst-${i}@example.org`)
    for (const email of emails) expect((await post('704', { ...VALID.contact, email })).body.status).toBe('mail_sent')
    runFormsQueueSoon(payload, 0)
    const where = { and: [{ email: { like: 'burst-' } }, { deliveryStatus: { equals: 'outbox' } }] }
    await vi.waitFor(
      async () => expect((await payload.count({ collection: 'form-submissions', where: where as never, overrideAccess: true })).totalDocs).toBe(105),
      { timeout: 120_000, interval: 250 },
    )
  }, 180_000)
})

describe('spam folder', () => {
  it('sends a post on when staff release it from the spam folder', async () => {
    await post('704', { ...VALID.contact, _hp_website: 'http://maybe-a-person.example' })
    const [caught] = await spamFolder('704')
    expect(caught).toBeDefined()
    expect(await queuedMailFor(caught!.id)).toBe(0)
    await payload.update({ collection: 'form-submissions', id: caught!.id, data: { deliveryStatus: 'queued' }, overrideAccess: true })
    expect(await queuedMailFor(caught!.id)).toBe(1)
    // Editing it again does not queue it twice.
    await payload.update({ collection: 'form-submissions', id: caught!.id, data: { deliveryStatus: 'queued' }, overrideAccess: true })
    expect(await queuedMailFor(caught!.id)).toBe(1)
  })
})

describe('CSV export', () => {
  it('gives signed-in staff a CSV of one form’s submissions and refuses anonymous requests', async () => {
    const { createLocalReq } = await import('payload')
    const { exportSubmissionsCsv } = await import('@/collections/FormSubmissions/exportCsv')
    const user = await payload.create({ collection: 'users', data: { email: 'staff-csv@example.org', password: 'a-long-test-password', roles: ['support'] } as never, overrideAccess: true })
    const req = await createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
    const url = 'http://localhost:3000/api/form-submissions/export.csv?form=291'
    Object.defineProperty(req, 'url', { value: url })
    const res = await exportSubmissionsCsv(req)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/csv/)
    const lines = (await res.text()).trim().split('\r\n')
    expect(lines[0]).toMatch(/^id,form,submitted,delivery,rkfname,/)
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.slice(1).every((line) => line.split(',')[1] === '291')).toBe(true)
    // The spam folder stays out of the spreadsheet (the form tests above put posts in it).
    expect((await spamFolder('291')).length).toBeGreaterThan(0)
    expect(lines.slice(1).some((line) => line.split(',')[3] === 'spam')).toBe(false)

    const anonymous = await createLocalReq({}, payload)
    Object.defineProperty(anonymous, 'url', { value: url })
    expect((await exportSubmissionsCsv(anonymous)).status).toBe(401)
  })
})
