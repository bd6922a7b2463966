/**
 * POST /api/donate through its route handler on a temporary database: headers, every
 * validation rule, the test gateway's outcomes, what is recorded (never the card), idempotency
 * (repeat and double click), concurrent receipt numbering, monthly enrolment and the rate limit.
 * Databases: SQLite, PostgreSQL.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-sqlite'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { runSql } from '../helpers/rawSql'
import { donateRequest, newKey, TEST_CARD, validFields } from '../helpers/donations'

process.env.RATE_LIMIT_DONATIONS_MAX = '30'

let ctx: TestPayload
let POST: (req: Request) => Promise<Response>
let ipCounter = 0
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

async function donate(fields: Record<string, string>, opts: Parameters<typeof donateRequest>[1] = {}) {
  const res = await POST(donateRequest(fields, { ip: freshIp(), ...opts }))
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  ctx = await startTestPayload()
  ;({ POST } = await import('@/app/api/donate/route'))
})
afterAll(async () => {
  await ctx?.stop()
})

const donations = async () =>
  (await ctx.payload.find({ collection: 'donations', limit: 0, pagination: false, overrideAccess: true, depth: 0 })).docs

describe('POST /api/donate: request rules', () => {
  it('refuses a post without X-Requested-With or Idempotency-Key with 400', async () => {
    expect((await donate(validFields(), { xhr: false })).status).toBe(400)
    expect((await donate(validFields(), { key: null })).status).toBe(400)
    expect((await donate(validFields(), { key: 'short' })).status).toBe(400)
  })

  it('rate-limits one address with 429', async () => {
    const ip = '10.9.9.9'
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await POST(donateRequest(validFields(), { ip, xhr: false }))).status)
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true)
    expect(statuses[30]).toBe(429)
  })

  it('does not let a client escape the limit by sending its own X-Forwarded-For (no TRUST_PROXY)', async () => {
    expect(process.env.TRUST_PROXY ?? '').toBe('')
    // The socket address is the header's last entry (src/instrumentation.ts); what the client wrote comes first.
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await POST(donateRequest(validFields(), { ip: `198.51.100.${i}, 10.9.9.10`, xhr: false }))).status)
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})

describe('POST /api/donate: validation', () => {
  const nextYear = String(new Date().getFullYear() + 1).slice(-2)
  const lastYear = String(new Date().getFullYear() - 1).slice(-2)
  const cases: [string, Record<string, string>, string, string?][] = [
    ['no amount', { donation_amount: '' }, 'donation_amount', 'Please select or input amount'],
    ['zero amount', { donation_amount: '0' }, 'donation_amount'],
    ['negative amount', { donation_amount: '-5' }, 'donation_amount'],
    ['amount above the maximum', { donation_amount: '100000.01' }, 'donation_amount'],
    ['bad type', { donation_type: 'yearly' }, 'donation_type'],
    ['unknown area', { donation_area: 'Elsewhere' }, 'donation_area'],
    ['card failing Luhn', { card_number: '4242424242424241' }, 'card_number', 'Please enter a valid card number.'],
    ['card of a type we do not take', { card_number: '6011111111111117' }, 'card_number'],
    ['no card name', { card_name: '' }, 'card_name', 'This field is required'],
    ['malformed expiry', { card_exp: '1399' }, 'card_exp'],
    ['past expiry', { card_exp: `12${lastYear}` }, 'card_exp', 'This card has expired.'],
    ['invalid email', { b_email: 'not-an-email' }, 'b_email', 'The email must be a valid email address.'],
    ['message over 250', { h_message: 'x'.repeat(251) }, 'h_message'],
    ['office note over 255', { adminonly: 'x'.repeat(256) }, 'adminonly'],
    ['unknown occasion', { memoriam: 'honour', h_occasion: 'Halloween', h_fname: 'A', h_lname: 'B', h_add: 'C', h_city: 'D', h_prov: 'E', h_pcode: 'F', h_country: 'G' }, 'h_occasion'],
  ]
  for (const name of ['b_fname', 'b_lname', 'b_add', 'b_city', 'b_prov', 'b_country', 'b_pcode', 'b_tel', 'b_email']) {
    cases.push([`missing ${name}`, { [name]: '' }, name, 'This field is required'])
  }
  for (const name of ['h_fname', 'h_lname', 'h_add', 'h_city', 'h_prov', 'h_pcode', 'h_country']) {
    cases.push([`memoriam without ${name}`, { memoriam: 'memoriam', h_fname: 'A', h_lname: 'B', h_add: 'C', h_city: 'D', h_prov: 'E', h_pcode: 'F', h_country: 'G', [name]: '' }, name, 'This field is required'])
  }

  it.each(cases)('%s → 422 with an error on the field', async (_name, overrides, field, message) => {
    const before = (await donations()).length
    const { status, body } = await donate(validFields(overrides))
    expect(status).toBe(422)
    const errors = body.errors as Record<string, string[]>
    expect(Object.keys(errors)).toContain(field)
    if (message) expect(errors[field]).toContain(message)
    expect((await donations()).length).toBe(before)
  })

  it('reports cross-field errors beside field errors (amount, expiry, honouree with a bad e-mail)', async () => {
    const { body } = await donate(validFields({ donation_amount: '', card_exp: `01${lastYear}`, memoriam: 'memoriam', b_email: 'x' }))
    expect(Object.keys(body.errors as object).sort()).toEqual(['b_email', 'card_exp', 'donation_amount', 'h_add', 'h_city', 'h_country', 'h_fname', 'h_lname', 'h_pcode', 'h_prov'])
  })

  it('accepts a card expiring this month or later, and the other gift types with their fields', async () => {
    const month = String(new Date().getMonth() + 1).padStart(2, '0')
    const thisYear = String(new Date().getFullYear()).slice(-2)
    expect((await donate(validFields({ card_exp: `${month}${thisYear}` }))).status).toBe(200)
    expect((await donate(validFields({ card_exp: `01${nextYear}`, memoriam: 'honour', h_occasion: 'Birthday', h_fname: 'Sam', h_lname: 'Lee', h_add: '2 Road', h_city: 'Nanaimo', h_prov: 'BC', h_pcode: 'V9R 0A0', h_country: 'Canada', h_message: 'x'.repeat(250) }))).status).toBe(200)
  })
})

describe('POST /api/donate: gateway outcomes and the record', () => {
  it('approves 4242…: spec-shaped answer, receipt number, brand and last four only', async () => {
    const { status, body } = await donate(validFields({ donation_amount: '$1,234.5' }))
    expect(status).toBe(200)
    expect(body).toMatchObject({ ResponseCode: '027', Message: 'APPROVED', donation_amount: '1234.50', donation_type: 'single', b_email: 'pat@example.org', b_fname: 'Pat' })
    expect(body.ReferenceNum).toMatch(/^T\d+$/)
    expect(body.AuthCode).toMatch(/^[0-9A-F]{6}$/)
    expect(typeof body.id).toBe('number')
    expect(new Date(String(body.TransDateTime)).getTime()).not.toBeNaN()
    expect(JSON.stringify(body)).not.toContain(TEST_CARD.approve)
    const record = (await donations()).find((d) => d.receiptNumber === body.id)!
    expect(record).toMatchObject({ status: 'approved', cardBrand: 'visa', cardLast4: '4242', amount: 1234.5, gateway: 'test', mailingList: true })
  })

  it('declines 4000…0002 with 481 DECLINED and records it as declined, without a receipt number', async () => {
    const key = newKey()
    const { status, body } = await donate(validFields({ card_number: TEST_CARD.decline }), { key })
    expect(status).toBe(200)
    expect(body).toMatchObject({ ResponseCode: '481', Message: 'DECLINED', id: null })
    const record = (await donations()).find((d) => d.idempotencyKey === key)!
    expect(record).toMatchObject({ status: 'declined', responseCode: '481', cardLast4: '0002' })
    expect(record.receiptNumber ?? null).toBeNull()
  })

  it('answers the timeout card 4000…0119 with 999 "being confirmed", never "not charged", and leaves the record pending', async () => {
    const key = newKey()
    const { body } = await donate(validFields({ card_number: TEST_CARD.timeout }), { key })
    expect(body).toMatchObject({ ResponseCode: '999', pending: true, id: null })
    expect(body.Message).toMatch(/checking .* whether your gift went through/)
    expect(JSON.stringify(body)).not.toMatch(/not charged/i)
    expect((await donations()).find((d) => d.idempotencyKey === key)!.status).toBe('pending')
  })

  it('approves any other Luhn-valid card (Mastercard)', async () => {
    const { body } = await donate(validFields({ card_number: '5555 5555 5555 4444' }))
    expect(body.ResponseCode).toBe('027')
  })
})

describe('idempotency and receipt numbers', () => {
  it('answers a repeated key with the first answer and charges once', async () => {
    const key = newKey()
    const first = await donate(validFields(), { key })
    const again = await donate(validFields({ donation_amount: '999' }), { key })
    expect(again.body).toEqual(first.body)
    expect((await donations()).filter((d) => d.idempotencyKey === key)).toHaveLength(1)
  })

  it('charges a double click (two posts at once, one key) once', async () => {
    const key = newKey()
    const [a, b] = await Promise.all([donate(validFields(), { key }), donate(validFields(), { key })])
    expect(a.body).toEqual(b.body)
    expect(a.body.ResponseCode).toBe('027')
    expect((await donations()).filter((d) => d.idempotencyKey === key)).toHaveLength(1)
  })

  it('gives 12 concurrent approved gifts distinct, consecutive receipt numbers', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => donate(validFields())))
    const ids = results.map((r) => r.body.id as number).sort((x, y) => x - y)
    expect(new Set(ids).size).toBe(12)
    expect(ids[11]! - ids[0]!).toBe(11)
    const all = (await donations()).map((d) => d.receiptNumber).filter((n): n is number => typeof n === 'number').sort((x, y) => x - y)
    // No gaps over the whole run either.
    expect(all[all.length - 1]! - all[0]! + 1).toBe(all.length)
  })
})

describe('monthly gifts', () => {
  it('charges the first month, vaults the card and enrols for the 15th of next month', async () => {
    const key = newKey()
    const { body } = await donate(validFields({ donation_type: 'monthly', donation_amount: '20' }), { key })
    expect(body).toMatchObject({ ResponseCode: '027', donation_type: 'monthly', id: null })
    const record = (await donations()).find((d) => d.idempotencyKey === key)!
    expect(record.recurring).toBeTruthy()
    const enrolment = await ctx.payload.findByID({ collection: 'recurring-donations', id: record.recurring as number, overrideAccess: true })
    expect(enrolment).toMatchObject({ status: 'active', amount: 20, gateway: 'test', cardLast4: '4242' })
    expect(enrolment.token).toMatch(/^testtok_approve_/)
    const next = new Date(enrolment.nextChargeDate!)
    expect(next.getUTCDate()).toBe(15)
    expect((next.getUTCMonth() - new Date().getUTCMonth() + 12) % 12).toBe(1)
  })

  it('does not enrol a declined monthly gift', async () => {
    const before = (await ctx.payload.count({ collection: 'recurring-donations', overrideAccess: true })).totalDocs
    const { body } = await donate(validFields({ donation_type: 'monthly', card_number: TEST_CARD.decline }))
    expect(body.ResponseCode).toBe('481')
    expect((await ctx.payload.count({ collection: 'recurring-donations', overrideAccess: true })).totalDocs).toBe(before)
  })
})

describe('card data never stored', () => {
  it('the database holds none of the card numbers sent', async () => {
    const bytes = ctx.dialect === 'postgres' ? await everyRowAsText(ctx.payload) : await sqliteFileBytes()
    expect(bytes.length).toBeGreaterThan(1000)
    for (const card of Object.values(TEST_CARD)) expect(bytes).not.toContain(card)
    expect(bytes).not.toContain('5555 5555 5555 4444')
  })
})

/** The SQLite database's files (with its WAL), closed first so everything is written out. */
async function sqliteFileBytes(): Promise<string> {
  await ctx.payload.db.destroy?.()
  const dbFile = (process.env.DATABASE_URL ?? '').replace(/^file:/, '')
  const files = fs.readdirSync(path.dirname(dbFile)).filter((f) => f.startsWith(path.basename(dbFile)))
  return files.map((f) => fs.readFileSync(path.join(path.dirname(dbFile), f)).toString('latin1')).join('')
}

/** On PostgreSQL: every row of every table, as text. */
async function everyRowAsText(payload: Payload): Promise<string> {
  const tables = await runSql<{ name: string }>(payload, sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`)
  const texts = await Promise.all(
    tables.map(async ({ name }) => {
      const rows = await runSql<{ text: string | null }>(payload, sql.raw(`SELECT string_agg(t::text, ' ') AS text FROM "${name}" t`))
      return rows[0]?.text ?? ''
    }),
  )
  return texts.join('\n')
}
