/**
 * "E-mail it to me" through the real route, Payload's nodemailer adapter and a local SMTP
 * stand-in: the plan arrives as text with the PDF attached, links use the configured site
 * address, and nothing about it (address or answers) is left in the database. A bad address
 * or missing answers lose nothing and say what to fix; the mail server being down is said too.
 * Databases: SQLite.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { freePort } from '../../scripts/siteServer'
import { DEFAULT_TEXTS } from '@/riskChecker/texts'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { startSmtpStandIn, type SmtpStandIn } from '../helpers/smtpStandIn'

let ctx: TestPayload | undefined
let payload: Payload
let smtp: SmtpStandIn | undefined
let port: number
let POST: (req: Request) => Promise<Response>

const ANSWERS = { age: '40-44', blackAncestry: 'yes', familyProstate: 'dont-know', familyBreastOvarian: 'no', urinarySymptoms: 'prefer-not' }
const ADDRESS = 'plan-reader@example.org'

const post = (fields: Record<string, string>, from = '203.0.113.7') =>
  POST(
    new Request('http://localhost:3000/api/risk-checker/email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from, host: 'evil.example.net' },
      body: new URLSearchParams(fields).toString(),
    }),
  )
const outcome = (response: Response) => new URL(response.headers.get('location')!, 'http://x').searchParams.get('sent')

beforeAll(async () => {
  port = await freePort()
  smtp = await startSmtpStandIn(port)
  process.env.SMTP_URL = smtp.url
  process.env.SITE_URL = 'https://charity.example.org'
  process.env.RATE_LIMIT_RISK_PLAN_EMAIL_MAX = '3'
  ctx = await startTestPayload()
  payload = ctx.payload
  POST = (await import('@/app/api/risk-checker/email/route')).POST
})

afterAll(async () => {
  await smtp?.stop()
  await ctx?.stop()
  delete process.env.SITE_URL
  delete process.env.RATE_LIMIT_RISK_PLAN_EMAIL_MAX
})

describe('e-mailing the plan', () => {
  it('sends the plan with its PDF to the address given, and goes back to the plan', async () => {
    const response = await post({ ...ANSWERS, email: ADDRESS })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/about-prostate-cancer/check-your-risk/plan?${new URLSearchParams(ANSWERS)}&sent=yes`)
    expect(smtp!.received).toHaveLength(1)
    const mail = smtp!.received[0]!
    expect(mail.to).toEqual([ADDRESS])
    const raw = mail.raw.replace(/=\r?\n/g, '')
    expect(raw).toMatch(/^Subject: My plan for talking to my doctor about prostate cancer/m)
    expect(raw).toContain('Content-Type: application/pdf; name=plan-for-my-doctor.pdf')
    expect(raw).toContain('QUESTIONS TO ASK MY DOCTOR')
    expect(raw).toContain(DEFAULT_TEXTS.results.higher.heading.toUpperCase())
    // Links use the configured address, not the Host header the request came with.
    expect(raw).toContain('https://charity.example.org/about-prostate-cancer/diagnosis-and-staging/the-psa-test-and-the-dre')
    expect(raw).not.toContain('evil.example.net')
  })

  it('keeps nothing: no outbox row, and neither the address nor the answers in the database', async () => {
    expect((await payload.find({ collection: 'outbox', overrideAccess: true })).totalDocs).toBe(0)
    if (ctx!.dialect !== 'sqlite') return
    const file = ctx!.databaseUrl.replace(/^file:/, '')
    for (const f of [file, `${file}-wal`].filter((f) => fs.existsSync(f))) {
      const content = fs.readFileSync(f).toString('latin1')
      expect(content.includes(ADDRESS), path.basename(f)).toBe(false)
      expect(content.includes('blackAncestry'), path.basename(f)).toBe(false)
    }
  })

  it('refuses a bad address or missing answers with a clear outcome, sending nothing', async () => {
    const before = smtp!.received.length
    expect(outcome(await post({ ...ANSWERS, email: 'not-an-address' }))).toBe('invalid')
    const missing = await post({ age: '40-44', email: ADDRESS })
    expect(missing.status).toBe(400)
    expect(await missing.text()).toMatch(/Answer the five questions/)
    expect(smtp!.received.length).toBe(before)
  })

  it('limits how many plans one address asks for', async () => {
    const from = '198.51.100.9'
    for (let i = 0; i < 3; i++) expect(outcome(await post({ ...ANSWERS, email: ADDRESS }, from))).toBe('yes')
    expect(outcome(await post({ ...ANSWERS, email: ADDRESS }, from))).toBe('later')
  })

  it('says so when the mail server cannot be reached', async () => {
    await smtp!.stop()
    smtp = undefined
    expect(outcome(await post({ ...ANSWERS, email: ADDRESS }, '192.0.2.44'))).toBe('failed')
  })
})
