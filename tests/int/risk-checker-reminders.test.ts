/**
 * The risk checker's reminder through the real route handlers, Payload's
 * nodemailer adapter, a local SMTP stand-in and the daily job's own function: request → the
 * confirmation e-mail → confirm → the job sends it once → the record is gone. Also: nothing is
 * sent for an unconfirmed request; used, expired and made-up links fail; one-click stop (RFC
 * 8058) deletes the address; the answer is the same for a known and an unknown address; bad
 * input is refused with what to fix; the records are for administrators only.
 * Databases: SQLite, PostgreSQL.
 */
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { freePort } from '../../scripts/siteServer'
import { claimReminder } from '@/riskChecker/claimReminder'
import { dayInTwelveMonths, dayOf } from '@/riskChecker/reminderDates'
import { sendDueReminders } from '@/riskChecker/reminderJob'
import { hashToken } from '@/http/secretTokens'
import { confirmReminder } from '@/riskChecker/reminders'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { startSmtpStandIn, type ReceivedMail, type SmtpStandIn } from '../helpers/smtpStandIn'
import { createStaffPerRole, rest, type StaffAccount } from '../helpers/staff'

let ctx: TestPayload | undefined
let payload: Payload
let smtp: SmtpStandIn | undefined
let routes: {
  request: (req: Request) => Promise<Response>
  confirm: (req: Request) => Promise<Response>
  stop: (req: Request) => Promise<Response>
}

const SITE = 'https://charity.example.org'
const DAY = 24 * 60 * 60_000
let ip = 0
/** A fresh client address per call unless given: the per-address limit is tested on its own. */
const nextIp = () => `203.0.113.${++ip}`

const form = (path: string, fields: Record<string, string>, from = nextIp()) =>
  new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
    body: new URLSearchParams(fields).toString(),
  })
const ask = (fields: Record<string, string>, from?: string) => routes.request(form('/api/risk-checker/reminder', fields, from))
const confirm = (token: string) => routes.confirm(form('/api/risk-checker/reminder/confirm', { token }))
const location = (response: Response) => new URL(response.headers.get('location')!, 'http://x')

/** Folded headers and quoted-printable soft breaks undone, so links and headers read whole. */
const unfold = (mail: ReceivedMail) =>
  mail.raw
    .replace(/\r?\n[ \t]+</g, ' <')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
const linkIn = (mail: ReceivedMail, path: string) => {
  const match = new RegExp(`${SITE.replace(/\./g, '\\.')}${path}\\?token=([A-Za-z0-9_-]+)`).exec(unfold(mail))
  if (!match) throw new Error(`No ${path} link in:\n${unfold(mail)}`)
  return match[1]!
}
const confirmTokenIn = (mail: ReceivedMail) => linkIn(mail, '/about-prostate-cancer/check-your-risk/reminder/confirm')
const stopTokenIn = (mail: ReceivedMail) => linkIn(mail, '/about-prostate-cancer/check-your-risk/reminder/stop')
const mailsTo = (address: string) => smtp!.received.filter((m) => m.to.includes(address.toLowerCase()))

const remindersOf = async (email: string) =>
  (await payload.find({ collection: 'risk-reminders', where: { email: { equals: email } }, overrideAccess: true, depth: 0, pagination: false })).docs

/** Asks for a reminder in 12 months and returns the confirmation e-mail. */
async function requestReminder(email: string): Promise<ReceivedMail> {
  const before = mailsTo(email).length
  const response = await ask({ when: 'in12months', email })
  expect(location(response).search).toBe('?outcome=sent')
  expect(mailsTo(email)).toHaveLength(before + 1)
  return mailsTo(email).at(-1)!
}

/** Makes a reminder due today, as if the year had passed. */
const makeDue = async (email: string) =>
  payload.update({ collection: 'risk-reminders', where: { email: { equals: email } }, data: { sendOn: dayOf(new Date()) }, overrideAccess: true })

beforeAll(async () => {
  port = await freePort()
  smtp = await startSmtpStandIn(port)
  process.env.SMTP_URL = smtp.url
  process.env.SITE_URL = SITE
  process.env.RATE_LIMIT_RISK_REMINDER_MAX = '4'
  ctx = await startTestPayload()
  payload = ctx.payload
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      name: 'Prostate Cancer Test Society',
      address: { street: '100 Example Street', city: 'Vancouver', province: 'BC', postalCode: 'V5V 0A0', country: 'Canada' },
      charityNumber: '12345-5555 RR0001',
      supportInitiative: { label: 'Support', url: 'https://support.example.org' },
      contacts: [{ title: 'Phone', value: '604-555-0100', scheme: 'tel' }, { title: 'E-mail', value: 'info@example.org', scheme: 'mailto' }],
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  routes = {
    request: (await import('@/app/api/risk-checker/reminder/route')).POST,
    confirm: (await import('@/app/api/risk-checker/reminder/confirm/route')).POST,
    stop: (await import('@/app/api/risk-checker/reminder/unsubscribe/route')).POST,
  }
})
let port: number

afterAll(async () => {
  await smtp?.stop()
  await ctx?.stop()
  delete process.env.SITE_URL
  delete process.env.RATE_LIMIT_RISK_REMINDER_MAX
})

describe('double opt-in', () => {
  const EMAIL = 'Reader.One@Example.org'
  const STORED = 'reader.one@example.org'

  it('stores a pending request with its consent record and mails a confirmation link that names the sender and can stop it', async () => {
    const mail = await requestReminder(EMAIL)
    expect(mail.to).toEqual([EMAIL.toLowerCase()])
    const raw = unfold(mail)
    expect(raw).toMatch(/^Subject: Please confirm your reminder/m)
    // Canada's anti-spam law: who sends it, their mailing address and contacts, and a way to stop.
    for (const line of ['Sent by Prostate Cancer Test Society', 'Mailing address: 100 Example Street, Vancouver, BC V5V 0A0, Canada', 'Phone: 604-555-0100', 'E-mail: info@example.org']) {
      expect(raw).toContain(line)
    }
    expect(raw).toMatch(new RegExp(`^List-Unsubscribe: <${SITE}/api/risk-checker/reminder/unsubscribe\\?token=[0-9]+-[A-Za-z0-9_-]{43}>`, 'm'))
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
    expect(stopTokenIn(mail)).toMatch(/^\d+-/)

    const [stored] = await remindersOf(STORED)
    expect(stored).toMatchObject({ email: STORED, status: 'pending', sendOn: dayInTwelveMonths(new Date()), confirmedAt: null })
    expect(stored!.consentWording).toMatch(/^By asking for a reminder, you agree that Prostate Cancer Test Society may send you one e-mail/)
    expect(Date.now() - new Date(stored!.requestedAt).getTime()).toBeLessThan(60_000)
    // Only the hash of the link's secret is kept.
    expect(stored!.confirmTokenHash).toBe(hashToken(confirmTokenIn(mail)))
    if (ctx!.dialect === 'sqlite') {
      const db = fs.readFileSync(ctx!.databaseUrl.replace(/^file:/, '')).toString('latin1') + (fs.existsSync(`${ctx!.databaseUrl.replace(/^file:/, '')}-wal`) ? fs.readFileSync(`${ctx!.databaseUrl.replace(/^file:/, '')}-wal`).toString('latin1') : '')
      expect(db.includes(confirmTokenIn(mail))).toBe(false)
    }
  })

  it('never sends a reminder nobody confirmed', async () => {
    await makeDue(STORED)
    const before = smtp!.received.length
    expect(await sendDueReminders(payload)).toMatchObject({ sent: 0 })
    expect(smtp!.received.length).toBe(before)
    expect((await remindersOf(STORED))[0]!.status).toBe('pending')
  })

  it('confirms once through the link, then the job sends the reminder once and deletes the record', async () => {
    const token = confirmTokenIn(mailsTo(STORED)[0]!)
    const confirmed = await confirm(token)
    expect(confirmed.status).toBe(303)
    expect(location(confirmed).pathname).toBe('/about-prostate-cancer/check-your-risk/reminder/confirm')
    expect(location(confirmed).searchParams.get('confirmed')).toBe(dayOf(new Date()))
    const [stored] = await remindersOf(STORED)
    expect(stored).toMatchObject({ status: 'confirmed', confirmTokenHash: null })
    expect(stored!.confirmedAt).toBeTruthy()

    // The link is single-use.
    expect(location(await confirm(token)).searchParams.get('problem')).toBe('link')

    // Two runs at once (a retry racing the schedule): one e-mail.
    const before = mailsTo(STORED).length
    const runs = await Promise.all([sendDueReminders(payload), sendDueReminders(payload)])
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1)
    expect(mailsTo(STORED)).toHaveLength(before + 1)
    const reminder = unfold(mailsTo(STORED).at(-1)!)
    expect(reminder).toMatch(/^Subject: Your reminder: talking to your doctor about prostate cancer/m)
    expect(reminder).toContain(`${SITE}/about-prostate-cancer/check-your-risk`)
    expect(reminder).toContain('Sent by Prostate Cancer Test Society')
    expect(reminder).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
    expect(await remindersOf(STORED)).toEqual([])
    // A later run finds nothing more to send.
    expect(await sendDueReminders(payload)).toMatchObject({ sent: 0 })
    expect(mailsTo(STORED)).toHaveLength(before + 1)
  })

  it('never sends a reminder again after a crash between taking it and deleting it', async () => {
    const email = 'crash@example.org'
    await confirm(confirmTokenIn(await requestReminder(email)))
    await makeDue(email)
    const [reminder] = await remindersOf(email)
    // The run that crashed took it (and may have sent it) but never deleted it.
    expect(await claimReminder(payload, reminder!.id)).toBe(true)
    const before = mailsTo(email).length
    expect(await sendDueReminders(payload)).toMatchObject({ sent: 0, abandoned: 0 })
    expect(mailsTo(email)).toHaveLength(before)
    // A day later the stale claim is dropped, still unsent.
    expect(await sendDueReminders(payload, new Date(Date.now() + 2 * DAY))).toMatchObject({ sent: 0, abandoned: 1 })
    expect(mailsTo(email)).toHaveLength(before)
    expect(await remindersOf(email)).toEqual([])
  })
})

describe('links that do not work', () => {
  it('refuses an expired confirmation link, and the job deletes the request', async () => {
    const email = 'late@example.org'
    const token = confirmTokenIn(await requestReminder(email))
    const eightDaysOn = new Date(Date.now() + 8 * DAY)
    expect(await confirmReminder(payload, token, eightDaysOn)).toEqual({ ok: false })
    expect(await sendDueReminders(payload, eightDaysOn)).toMatchObject({ expired: 1, sent: 0 })
    expect(await remindersOf(email)).toEqual([])
    expect(location(await confirm(token)).searchParams.get('problem')).toBe('link')
  })

  it('refuses made-up, cut-short and missing tokens with the same clear answer', async () => {
    for (const token of ['A'.repeat(43), 'abc', '', "' OR 1=1 --"]) {
      const response = await confirm(token)
      expect(response.status).toBe(303)
      expect(location(response).search).toBe('?problem=link')
    }
    const notAForm = await routes.confirm(new Request('http://localhost:3000/api/risk-checker/reminder/confirm', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }))
    expect(notAForm.status).toBe(400)
  })
})

describe('stopping', () => {
  it('stops with one click (RFC 8058): the address is deleted, and a second click is fine', async () => {
    const email = 'one-click@example.org'
    const mail = await requestReminder(email)
    await confirm(confirmTokenIn(mail))
    const header = /^List-Unsubscribe: <([^>]+)>/m.exec(unfold(mail))![1]!
    const oneClick = () =>
      routes.stop(new Request(header.replace(SITE, 'http://localhost:3000'), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }))
    const first = await oneClick()
    expect(first.status).toBe(200)
    expect(await first.text()).toMatch(/stopped/)
    expect(await remindersOf(email)).toEqual([])
    expect((await oneClick()).status).toBe(200)
  })

  it('stops from the page’s button (no script), deleting every reminder of that address, pending ones too', async () => {
    const email = 'button@example.org'
    const first = await requestReminder(email)
    await confirm(confirmTokenIn(first))
    await requestReminder(email)
    expect(await remindersOf(email)).toHaveLength(2)
    const response = await routes.stop(form('/api/risk-checker/reminder/unsubscribe', { token: stopTokenIn(first) }))
    expect(response.status).toBe(303)
    expect(location(response).search).toBe('?stopped=1')
    expect(await remindersOf(email)).toEqual([])
  })

  it('does not stop someone else’s reminder with a forged link', async () => {
    const email = 'kept@example.org'
    const mail = await requestReminder(email)
    const [reminder] = await remindersOf(email)
    const forged = `${reminder!.id}-${'B'.repeat(43)}`
    await routes.stop(form('/api/risk-checker/reminder/unsubscribe', { token: forged }))
    expect(await remindersOf(email)).toHaveLength(1)
    expect(stopTokenIn(mail)).not.toBe(forged)
  })
})

describe('asking', () => {
  it('answers the same whether or not the address already has a reminder', async () => {
    const known = 'known@example.org'
    await confirm(confirmTokenIn(await requestReminder(known)))
    const again = await ask({ when: 'in12months', email: known })
    const fresh = await ask({ when: 'in12months', email: 'never-seen@example.org' })
    expect([again.status, location(again).search]).toEqual([fresh.status, location(fresh).search])
    expect(location(again).search).toBe('?outcome=sent')
    // Confirming the second request does not make a second reminder for the same day.
    await confirm(confirmTokenIn(mailsTo(known).at(-1)!))
    expect((await remindersOf(known)).map((r) => r.status)).toEqual(['confirmed'])
  })

  it('keeps only the day the person turns 45, never the birth month and year', async () => {
    const email = 'turning45@example.org'
    const year = new Date().getUTCFullYear() - 30
    const response = await ask({ when: 'at45', birthMonth: '7', birthYear: String(year), email })
    expect(location(response).search).toBe('?outcome=sent')
    const [stored] = await remindersOf(email)
    expect(stored!.sendOn).toBe(`${year + 45}-07-01`)
    expect(JSON.stringify(stored)).not.toContain(String(year) + '-07')
  })

  it.each([
    [{ when: 'in12months', email: 'not-an-address' }, 'problem=email&when=in12months'],
    [{ when: 'sometime', email: 'a@example.org' }, 'problem=choice'],
    [{ email: 'a@example.org' }, 'problem=choice'],
    [{ when: 'at45', offer: 'at45', birthMonth: '13', birthYear: '1990', email: 'a@example.org' }, 'problem=birth&when=at45&offer=at45'],
    [{ when: 'at45', birthMonth: '5', birthYear: 'nineteen', email: 'a@example.org' }, 'problem=birth&when=at45'],
    [{ when: 'at45', birthMonth: '5', birthYear: String(new Date().getUTCFullYear() + 1), email: 'a@example.org' }, 'problem=birth&when=at45'],
    [{ when: 'at45', birthMonth: '1', birthYear: String(new Date().getUTCFullYear() - 50), email: 'a@example.org' }, 'problem=past&when=at45'],
  ])('refuses %o and says what to fix, keeping and sending nothing', async (fields, query) => {
    const before = smtp!.received.length
    const response = await ask(fields as Record<string, string>)
    expect(response.status).toBe(303)
    expect(location(response).search).toBe(`?${query}`)
    expect(smtp!.received.length).toBe(before)
    expect(await remindersOf('a@example.org')).toEqual([])
  })

  it('refuses a post that is not a form with 400', async () => {
    const response = await routes.request(new Request('http://localhost:3000/api/risk-checker/reminder', { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } }))
    expect(response.status).toBe(400)
  })

  it('limits requests per e-mail address silently (no flood of confirmation mail, no hint) and per connection openly', async () => {
    const email = 'flooded@example.org'
    for (let i = 0; i < 3; i++) await requestReminder(email)
    const fourth = await ask({ when: 'in12months', email })
    expect(location(fourth).search).toBe('?outcome=sent')
    expect(mailsTo(email)).toHaveLength(3)
    expect(await remindersOf(email)).toHaveLength(3)

    const from = '198.51.100.77'
    for (let i = 0; i < 4; i++) expect(location(await ask({ when: 'in12months', email: `c${i}@example.org` }, from)).search).toBe('?outcome=sent')
    expect(location(await ask({ when: 'in12months', email: 'c9@example.org' }, from)).search).toBe('?outcome=later')
  })

  it('keeps nothing when the confirmation cannot be mailed, and says so', async () => {
    const email = 'unlucky@example.org'
    await smtp!.stop()
    try {
      const response = await ask({ when: 'in12months', email })
      expect(location(response).search).toBe('?outcome=failed')
      expect(await remindersOf(email)).toEqual([])
    } finally {
      smtp = await startSmtpStandIn(port)
    }
  })
})

describe('staff', () => {
  let staff: Record<string, StaffAccount>
  beforeAll(async () => {
    staff = await createStaffPerRole(payload)
  }, 60_000)

  it('lets administrators read the reminders (address, day, status) and nobody else; nobody writes them through the API', async () => {
    const admin = await rest('GET', '/risk-reminders?limit=100', { token: staff.administrator!.token })
    expect(admin.status).toBe(200)
    const { docs } = (await admin.json()) as { docs: Record<string, unknown>[] }
    expect(docs.length).toBeGreaterThan(0)
    // The links' secrets stay on the server.
    for (const doc of docs) {
      expect(doc).not.toHaveProperty('confirmTokenHash')
      expect(doc).not.toHaveProperty('confirmBy')
    }
    for (const role of ['editor', 'finance', 'support'] as const) {
      expect((await rest('GET', '/risk-reminders', { token: staff[role]!.token })).status, role).toBe(403)
    }
    expect((await rest('GET', '/risk-reminders')).status).toBe(403)
    const create = await rest('POST', '/risk-reminders', { token: staff.administrator!.token, body: { email: 'x@example.org', sendOn: '2030-01-01', consentWording: 'x', requestedAt: new Date().toISOString() } })
    expect(create.status).toBe(403)
  })
})
