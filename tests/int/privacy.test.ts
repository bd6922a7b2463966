/**
 * Retention and a person's requests: the nightly job deletes form data past the periods set in
 * Privacy and retention (and keeps donation records), runs as a Payload task and is audited;
 * an administrator exports everything held about one address and erases what the law allows,
 * with the donation records kept and the reason given. Nobody else may.
 * Databases: SQLite, PostgreSQL.
 */
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { createStaff, rest, type StaffAccount } from '../helpers/staff'
import { createRecords, DONOR_EMAIL, REQUESTER_EMAIL } from '../helpers/staffFixtures'

let ctx: TestPayload
let admin: StaffAccount
let support: StaffAccount
let finance: StaffAccount
const NOW = new Date('2026-11-24T12:00:00.000Z')
const o = { overrideAccess: true, depth: 0 } as const

beforeAll(async () => {
  ctx = await startTestPayload()
  admin = await createStaff(ctx.payload, 'admin', ['administrator'])
  support = await createStaff(ctx.payload, 'support', ['support'])
  finance = await createStaff(ctx.payload, 'finance', ['finance'])
})
afterAll(async () => {
  await ctx?.stop()
})

describe('retention', () => {
  it('deletes what is past the periods set in the admin, and nothing else', async () => {
    const p = ctx.payload
    const post = (createdAt: string) =>
      p.create({ collection: 'form-submissions', data: { form: '704', email: 'old@example.org', fields: {}, deliveryStatus: 'sent', createdAt }, ...o })
    const old = await post('2024-10-01T00:00:00.000Z') // 26 months
    const recent = await post('2025-12-01T00:00:00.000Z') // 12 months
    await p.create({ collection: 'outbox', data: { about: 'form-submission', to: 'staff@example.org', subject: 'old', text: 'x', submission: old.id, createdAt: '2026-10-01T00:00:00.000Z' }, ...o })
    const freshMail = await p.create({ collection: 'outbox', data: { about: 'form-submission', to: 'staff@example.org', subject: 'new', text: 'x', createdAt: '2026-11-01T00:00:00.000Z' }, ...o })
    await p.create({ collection: 'outbox', data: { about: 'form-submission', to: 'staff@example.org', subject: 'stale', text: 'x', createdAt: '2026-01-01T00:00:00.000Z' }, ...o })
    const sub = (email: string, status: 'subscribed' | 'unsubscribed', unsubscribedAt?: string) =>
      p.create({ collection: 'subscribers', data: { email, status, consentAt: '2020-01-01T00:00:00.000Z', unsubscribedAt, unsubscribeToken: crypto.randomUUID() }, ...o })
    await sub('left-long-ago@example.org', 'unsubscribed', '2025-01-01T00:00:00.000Z')
    const leftRecently = await sub('left-recently@example.org', 'unsubscribed', '2026-06-01T00:00:00.000Z')
    const reader = await sub('reader@example.org', 'subscribed')
    const donation = await p.create({ collection: 'donations', data: { amount: 5, donationType: 'single', status: 'approved', createdAt: '2015-01-01T00:00:00.000Z', idempotencyKey: crypto.randomUUID() }, ...o })

    // The periods are edited in the admin: an administrator shortens one; others may not.
    expect((await rest('POST', '/globals/privacy-settings', { token: support.token, body: { formSubmissionMonths: 1 } })).status).toBe(403)
    expect((await rest('GET', '/globals/privacy-settings', { token: finance.token })).status).toBe(403)
    const saved = await rest('POST', '/globals/privacy-settings', { token: admin.token, body: { formSubmissionMonths: 18, outboxMonths: 6, unsubscribedMonths: 12 } })
    expect(saved.status).toBe(200)

    const { applyRetention } = await import('@/privacy/retention')
    expect(await applyRetention(p, NOW)).toEqual({ formSubmissions: 1, outbox: 2, subscribers: 1, peerSupportCases: 0 })
    const left = async (collection: 'form-submissions' | 'outbox' | 'subscribers') => (await p.find({ collection, ...o, pagination: false })).docs.map((d) => d.id)
    expect(await left('form-submissions')).toEqual([recent.id])
    expect(await left('outbox')).toEqual([freshMail.id])
    expect((await left('subscribers')).sort()).toEqual([leftRecently.id, reader.id].sort())
    expect(await p.findByID({ collection: 'donations', id: donation.id, ...o })).toBeTruthy()
  })

  it('runs as the applyRetention task and records what it deleted', async () => {
    await ctx.payload.create({ collection: 'form-submissions', data: { form: '704', fields: {}, deliveryStatus: 'sent', createdAt: '2020-01-01T00:00:00.000Z' }, ...o })
    await ctx.payload.jobs.queue({ task: 'applyRetention', input: {}, queue: 'privacy' })
    await ctx.payload.jobs.run({ queue: 'privacy' })
    const { docs } = await ctx.payload.find({ collection: 'audit-entries', where: { action: { equals: 'retention-applied' } }, ...o })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ accountEmail: 'system', detail: '1 form submissions, 0 outbox messages, 0 unsubscribed readers, 0 ended peer support cases' })
  })
})

describe('a person’s access and erasure requests', () => {
  it('the export holds every record with the address, and only an administrator gets it', async () => {
    const records = await createRecords(ctx.payload)
    // Mail sent to them (a sign-in link, kept in the outbox while no mail server is set), and one
    // to another address that merely contains theirs.
    const toThem = await ctx.payload.create({ collection: 'outbox', data: { about: 'donation', to: `office@example.org, ${REQUESTER_EMAIL}`, subject: 'Your sign-in link', text: 'x' }, ...o })
    await ctx.payload.create({ collection: 'outbox', data: { about: 'form-submission', to: `not-${REQUESTER_EMAIL}`, subject: 'Someone else', text: 'x' }, ...o })
    for (const who of [support, finance]) {
      expect((await rest('GET', `/globals/privacy-settings/export?email=${DONOR_EMAIL}`, { token: who.token })).status).toBe(403)
    }
    expect((await rest('GET', '/globals/privacy-settings/export?email=not-an-address', { token: admin.token })).status).toBe(400)
    const res = await rest('GET', `/globals/privacy-settings/export?email=${encodeURIComponent(REQUESTER_EMAIL.toUpperCase())}`, { token: admin.token })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/attachment/)
    const body = (await res.json()) as { data: Record<string, { id: number }[]> }
    expect(body.data['form-submissions']!.map((d) => d.id)).toEqual([records.submission.id])
    expect(body.data.subscribers!.map((d) => d.id)).toEqual([records.subscriber.id])
    expect(body.data.outbox!.map((d) => d.id).sort((a, b) => a - b)).toEqual([records.outbox.id, toThem.id].sort((a, b) => a - b))
    expect(body.data.donations).toEqual([])

    const donor = (await (await rest('GET', `/globals/privacy-settings/export?email=${DONOR_EMAIL}`, { token: admin.token })).json()) as { data: Record<string, unknown[]> }
    expect(donor.data.donations).toHaveLength(1)
    expect(donor.data['recurring-donations']).toHaveLength(1)
    expect(donor.data['annual-receipts']).toHaveLength(1)
    const audit = await ctx.payload.find({ collection: 'audit-entries', where: { action: { equals: 'personal-data-exported' } }, ...o })
    expect(audit.totalDocs).toBe(2)
  })

  it('erasure removes form data, keeps donation records and says why; it needs a confirmation', async () => {
    const unconfirmed = await rest('POST', '/globals/privacy-settings/erase', { token: admin.token, body: { email: REQUESTER_EMAIL } })
    expect(unconfirmed.status).toBe(400)
    expect((await rest('POST', '/globals/privacy-settings/erase', { token: support.token, body: { email: REQUESTER_EMAIL, confirm: 'yes' } })).status).toBe(403)

    const res = await rest('POST', '/globals/privacy-settings/erase', { token: admin.token, body: { email: REQUESTER_EMAIL, confirm: 'yes' } })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ erased: { 'form-submissions': 1, subscribers: 1, outbox: 2 } })
    const others = await ctx.payload.find({ collection: 'outbox', where: { subject: { equals: 'Someone else' } }, ...o })
    expect(others.totalDocs).toBe(1)
    const after = (await (await rest('GET', `/globals/privacy-settings/export?email=${REQUESTER_EMAIL}`, { token: admin.token })).json()) as { data: Record<string, unknown[]> }
    expect(Object.values(after.data).every((list) => list.length === 0)).toBe(true)

    const donor = (await (await rest('POST', '/globals/privacy-settings/erase', { token: admin.token, body: { email: DONOR_EMAIL, confirm: 'yes' } })).json()) as {
      kept: Record<string, number>
      keptBecause: string
    }
    expect(donor.kept).toEqual({ donations: 1, 'recurring-donations': 1, 'annual-receipts': 1 })
    expect(donor.keptBecause).toMatch(/Canada Revenue Agency/)
    expect((await ctx.payload.find({ collection: 'donations', where: { b_email: { equals: DONOR_EMAIL } }, ...o })).totalDocs).toBe(1)
    const audit = await ctx.payload.find({ collection: 'audit-entries', where: { action: { equals: 'personal-data-erased' } }, ...o })
    expect(audit.totalDocs).toBe(2)
  })
})
