/**
 * Sign-in to My giving by e-mailed link, through the real routes, the donor-mail job, Payload's
 * nodemailer adapter and a local SMTP stand-in: the link is single-use, expires after 30
 * minutes and is stored only as a hash; the answer for an address that has given and one that
 * has not is the same; requests are limited per client address and per e-mail; the session
 * lapses after 30 idle minutes, sits in an HttpOnly SameSite cookie, and every change needs a
 * same-site post with the session's form token. Bad links never sign in and never answer 5xx.
 * Databases: SQLite, PostgreSQL.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { freePort } from '../../scripts/siteServer'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { startSmtpStandIn, type SmtpStandIn } from '../helpers/smtpStandIn'
import { formPost, formTokenOf, give, importRoutes, linkTokensFor, runDonorMail, sessionCookieOf, signIn, type MyGivingRoutes } from '../helpers/myGiving'

let ctx: TestPayload
let payload: Payload
let smtp: SmtpStandIn
let routes: MyGivingRoutes
const KNOWN = `known.${crypto.randomBytes(3).toString('hex')}@example.org`
const UNKNOWN = `never.given@example.org`

beforeAll(async () => {
  smtp = await startSmtpStandIn(await freePort())
  process.env.SMTP_URL = smtp.url
  process.env.DONOR_MAIL_RUN_NOW = '0'
  ctx = await startTestPayload()
  payload = ctx.payload
  routes = await importRoutes()
  await give(routes, KNOWN)
})

afterAll(async () => {
  await smtp?.stop()
  await ctx?.stop()
  delete process.env.SMTP_URL
  delete process.env.DONOR_MAIL_RUN_NOW
})

beforeEach(async () => {
  const { linkRequestsPerAddress, linkRequestsPerEmail } = await import('@/myGiving/rateLimit')
  await linkRequestsPerAddress.reset()
  await linkRequestsPerEmail.reset()
})

const ask = (email: string, from?: string) => routes.ask(formPost('/ways-to-give/my-giving/ask', { email }, { from }))
const openLink = (token: string) => routes.session(formPost('/ways-to-give/my-giving/session', { token }))
const links = async () => (await payload.find({ collection: 'donor-sign-in-links', pagination: false, limit: 0, overrideAccess: true, depth: 0 })).docs

/** Everything SQLite holds on disk (the database file and its write-ahead log). */
const databaseBytes = () =>
  ['test.db', 'test.db-wal']
    .map((f) => path.join(ctx.dir, f))
    .filter((f) => fs.existsSync(f))
    .map((f) => fs.readFileSync(f).toString('latin1'))
    .join('')

/** The rows a link or session could have been written to, on either database. */
const storedRows = async () => {
  const read = async (collection: 'donor-sign-in-links' | 'donor-sessions' | 'payload-jobs' | 'outbox') =>
    (await payload.find({ collection, pagination: false, limit: 0, overrideAccess: true, depth: 0 })).docs
  return JSON.stringify([await read('donor-sign-in-links'), await read('donor-sessions'), await read('payload-jobs'), await read('outbox')])
}

describe('asking for a link', () => {
  it('answers an address that has given and one that has not the same way, and e-mails only the first', async () => {
    const before = smtp.received.length
    const known = await ask(KNOWN)
    const unknown = await ask(UNKNOWN)
    for (const r of [known, unknown]) {
      expect(r.status).toBe(303)
      expect(r.headers.get('set-cookie')).toBeNull()
    }
    expect(known.headers.get('location')).toBe(unknown.headers.get('location'))
    expect(await known.text()).toBe(await unknown.text())
    // Both only queued a job: the page's work does not depend on the address.
    const jobs = await payload.find({ collection: 'payload-jobs', where: { queue: { equals: 'donor-mail' } }, overrideAccess: true, depth: 0 })
    expect(jobs.docs.filter((j) => (j.input as { to?: string })?.to === UNKNOWN)).toHaveLength(1)
    await runDonorMail(payload)
    const sent = smtp.received.slice(before)
    expect(sent.map((m) => m.to)).toEqual([[KNOWN]])
    expect(linkTokensFor(smtp, UNKNOWN)).toEqual([])
    expect((await links()).some((l) => l.email === UNKNOWN)).toBe(false)
  })

  it('refuses a malformed address with a message on the field, and a post from another site', async () => {
    const bad = await ask('not-an-address')
    expect(bad.status).toBe(303)
    expect(bad.headers.get('location')).toBe('/ways-to-give/my-giving?asked=invalid')
    const crossSite = await routes.ask(formPost('/ways-to-give/my-giving/ask', { email: KNOWN }, { origin: 'https://evil.example.net' }))
    expect(crossSite.status).toBe(403)
    const empty = await routes.ask(new Request('http://localhost/ways-to-give/my-giving/ask', { method: 'POST', body: 'x', headers: { 'content-type': 'multipart/form-data; boundary=zz' } }))
    expect(empty.status).toBe(400)
  })

  it('limits requests per e-mail address and per client address', async () => {
    const outcome = async (r: Response) => new URL(r.headers.get('location')!, 'http://x').searchParams.get('asked')
    for (let i = 0; i < 3; i++) expect(await outcome(await ask(UNKNOWN, `10.20.0.${i + 1}`))).toBe('sent')
    expect(await outcome(await ask(UNKNOWN, '10.20.0.9'))).toBe('later')
    for (let i = 0; i < 10; i++) expect(await outcome(await ask(`person${i}@example.org`, '10.21.0.1'))).toBe('sent')
    expect(await outcome(await ask('one.more@example.org', '10.21.0.1'))).toBe('later')
  })
})

describe('the link', () => {
  it('is stored only as a hash, signs in once, and sets an HttpOnly SameSite cookie', async () => {
    await ask(KNOWN)
    await runDonorMail(payload)
    const token = linkTokensFor(smtp, KNOWN).at(-1)!
    const hash = crypto.createHash('sha256').update(token).digest('hex')
    const row = (await links()).find((l) => l.tokenHash === hash)
    expect(row).toMatchObject({ email: KNOWN, purpose: 'sign-in' })
    const lifetime = Date.parse(row!.expiresAt) - Date.parse(row!.createdAt)
    expect(lifetime).toBeGreaterThan(30 * 60_000 - 1000)
    expect(lifetime).toBeLessThanOrEqual(30 * 60_000)
    expect(databaseBytes()).not.toContain(token)
    expect(await storedRows()).not.toContain(token)

    const first = await openLink(token)
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe('/ways-to-give/my-giving')
    const setCookie = first.headers.get('set-cookie')!
    expect(setCookie).toMatch(/^my_giving_session=[A-Za-z0-9_-]{43}; Path=\/ways-to-give\/my-giving; HttpOnly; SameSite=Lax$/)
    // The session, too, is kept only as a hash.
    const sessionToken = sessionCookieOf(first)!.split('=')[1]!
    expect(databaseBytes()).not.toContain(sessionToken)
    expect(await storedRows()).not.toContain(sessionToken)

    const again = await openLink(token)
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toBe('/ways-to-give/my-giving?asked=link-expired')
    expect(again.headers.get('set-cookie')).toBeNull()
  })

  it('opens one session only when two requests use it at once', async () => {
    await ask(KNOWN)
    await runDonorMail(payload)
    const token = linkTokensFor(smtp, KNOWN).at(-1)!
    const answers = await Promise.all([openLink(token), openLink(token), openLink(token)])
    expect(answers.filter((r) => sessionCookieOf(r))).toHaveLength(1)
    expect(answers.every((r) => r.status === 303)).toBe(true)
  })

  it('expires after 30 minutes', async () => {
    const { redeemSignInLink, createSignInLink, LINK_PURPOSES } = await import('@/myGiving/signInLinks')
    const now = new Date()
    const token = await createSignInLink(payload, KNOWN, { now })
    expect(await redeemSignInLink(payload, token, LINK_PURPOSES.myGiving, new Date(now.getTime() + 30 * 60_000 + 1))).toBeNull()
    expect(await redeemSignInLink(payload, token, LINK_PURPOSES.myGiving, new Date(now.getTime() + 29 * 60_000))).not.toBeNull()
    // Through the route: a link whose end has passed.
    await ask(KNOWN)
    await runDonorMail(payload)
    const late = linkTokensFor(smtp, KNOWN).at(-1)!
    const hash = crypto.createHash('sha256').update(late).digest('hex')
    await payload.update({ collection: 'donor-sign-in-links', where: { tokenHash: { equals: hash } }, data: { expiresAt: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    const r = await openLink(late)
    expect(r.headers.get('location')).toBe('/ways-to-give/my-giving?asked=link-expired')
    expect(r.headers.get('set-cookie')).toBeNull()
  })

  it('opens only for a link sent for My giving, not for one sent to a volunteer or a fundraiser', async () => {
    const { createSignInLink } = await import('@/myGiving/signInLinks')
    for (const purpose of ['volunteer', 'fundraiser'] as const) {
      const r = await openLink(await createSignInLink(payload, KNOWN, { purpose }))
      expect(r.headers.get('location')).toBe('/ways-to-give/my-giving?asked=link-expired')
      expect(r.headers.get('set-cookie')).toBeNull()
    }
  })

  it('never signs in with a forged, cut or missing token, and never answers 5xx', async () => {
    for (const token of [crypto.randomBytes(32).toString('base64url'), 'abc', '', "' OR 1=1 --", 'x'.repeat(5000)]) {
      const r = await openLink(token)
      expect(r.status).toBe(303)
      expect(r.headers.get('location')).toBe('/ways-to-give/my-giving?asked=link-expired')
      expect(r.headers.get('set-cookie')).toBeNull()
    }
    const noBody = await routes.session(new Request('http://localhost/ways-to-give/my-giving/session', { method: 'POST', headers: { host: 'localhost' } }))
    expect(noBody.status).toBe(400)
  })
})

describe('the session', () => {
  it('lapses after 30 idle minutes and is moved on by activity', async () => {
    const { readSession } = await import('@/myGiving/sessions')
    const cookie = await signIn(routes, payload, smtp, KNOWN)
    const token = cookie.split('=')[1]!
    const now = Date.now()
    expect(await readSession(payload, token, new Date(now + 31 * 60_000))).toBeNull()
    // A page 20 minutes in moves the end to 50 minutes.
    expect(await readSession(payload, token, new Date(now + 20 * 60_000))).not.toBeNull()
    expect(await readSession(payload, token, new Date(now + 45 * 60_000))).not.toBeNull()
    expect(await readSession(payload, token, new Date(now + 76 * 60_000))).toBeNull()
  })

  it('forgets links and sessions a day after they ended', async () => {
    const { forgetEndedSignIns } = await import('@/myGiving/sessions')
    const count = async () =>
      (await payload.count({ collection: 'donor-sign-in-links', overrideAccess: true })).totalDocs + (await payload.count({ collection: 'donor-sessions', overrideAccess: true })).totalDocs
    const before = await count()
    expect(before).toBeGreaterThan(0)
    expect(await forgetEndedSignIns(payload, new Date())).toBe(0)
    expect(await forgetEndedSignIns(payload, new Date(Date.now() + 27 * 60 * 60_000))).toBe(before)
    expect(await count()).toBe(0)
  })

  it('refuses a change without the form token or from another site, and ends on sign-out', async () => {
    const cookie = await signIn(routes, payload, smtp, KNOWN)
    const csrf = await formTokenOf(cookie)
    const noToken = await routes.monthly(formPost('/ways-to-give/my-giving/monthly', { action: 'pause', gift: '1', months: '1' }, { cookie }))
    expect(noToken.status).toBe(403)
    const wrongToken = await routes.monthly(formPost('/ways-to-give/my-giving/monthly', { action: 'pause', gift: '1', months: '1', csrf: 'x'.repeat(43) }, { cookie }))
    expect(wrongToken.status).toBe(403)
    const crossSite = await routes.monthly(formPost('/ways-to-give/my-giving/monthly', { action: 'pause', gift: '1', months: '1', csrf }, { cookie, origin: 'https://evil.example.net' }))
    expect(crossSite.status).toBe(403)
    expect(await crossSite.text()).toMatch(/another site/)
    // Another session's form token does not fit this one.
    const other = await signIn(routes, payload, smtp, KNOWN)
    const mixed = await routes.monthly(formPost('/ways-to-give/my-giving/monthly', { action: 'pause', gift: '1', months: '1', csrf: await formTokenOf(other) }, { cookie }))
    expect(mixed.status).toBe(403)

    const out = await routes.signOut(formPost('/ways-to-give/my-giving/sign-out', { csrf }, { cookie }))
    expect(out.status).toBe(303)
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/)
    const after = await routes.monthly(formPost('/ways-to-give/my-giving/monthly', { action: 'pause', gift: '1', months: '1', csrf }, { cookie }))
    expect(after.status).toBe(303)
    expect(after.headers.get('location')).toBe('/ways-to-give/my-giving?asked=ended')
  })
})
