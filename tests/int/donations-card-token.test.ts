/**
 * Donations by temporary card token with the built-in test gateway and its own card frame (on a
 * port of its own): the frame's token charges once; a missing, forged, expired or reused token
 * answers 400 with a clear message and never reaches the gateway; a monthly gift vaults the token;
 * the record keeps only brand and last four; a served site refuses card-number fields unless the
 * legacy setting is on; and the token's first six and last four digits count as the card for the
 * distinct-cards rule.
 * Databases: SQLite.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { donateRequest, newKey, validFields } from '../helpers/donations'
import { testVisa } from '../helpers/cards'
import { loopbackOrigins, startTestCardFrame } from '@/donations/cardFrame/testCardFrame'
import { cardFrameFromEnv } from '@/donations/cardFrame/cardFrameConfig'
import { readFrameMessage } from '@/donations/gateway/hostedTokenization'
import { createTestGateway } from '@/donations/gateway/testGateway'
import { sealTestCardToken } from '@/donations/gateway/testCardToken'
import { processDonation } from '@/donations/processDonation'
import { replaceCard } from '@/myGiving/monthlyActions'
import type { PaymentGateway } from '@/donations/gateway'

process.env.RATE_LIMIT_DONATIONS_MAX = '0'

const SITE = loopbackOrigins(3999)
let ctx: TestPayload
let frame: Awaited<ReturnType<typeof startTestCardFrame>>
let POST: (req: Request) => Promise<Response>
const year = String(new Date().getFullYear() + 2).slice(-2)

beforeAll(async () => {
  frame = await startTestCardFrame({ sourceOrigins: SITE })
  Object.assign(process.env, frame.env)
  ctx = await startTestPayload()
  ;({ POST } = await import('@/app/api/donate/route'))
})
afterAll(async () => {
  await ctx?.stop()
  await frame?.frame.stop()
})

/** A token as the page gets it: the frame's answer, read as the donation form reads it. */
function tokenFor(pan: string, exp = `09${year}`) {
  const answer = frame.frame.tokenize({ id: 'test-gateway', pan, exp, origin: SITE[0]! })
  const read = readFrameMessage({ origin: frame.frame.origin, data: JSON.stringify(answer) }, frame.frame.origin)
  if (!read?.ok) throw new Error(`no token: ${JSON.stringify(answer)}`)
  return { card_token: read.dataKey, card_bin: read.bin }
}

const byToken = (token: Record<string, string>, extra: Record<string, string> = {}) => {
  const { card_number: _n, card_exp: _e, ...rest } = validFields(extra)
  return { ...rest, ...token }
}

/** The test gateway, counting every call that could charge or vault. */
function countingGateway() {
  const inner = createTestGateway()
  const calls: string[] = []
  const gateway: PaymentGateway = {
    ...inner,
    cardTokens: {
      inspect: inner.cardTokens!.inspect,
      purchase: (r) => (calls.push('purchase'), inner.cardTokens!.purchase(r)),
      vault: (r) => (calls.push('vault'), inner.cardTokens!.vault(r)),
      replace: (r) => (calls.push('replace'), inner.cardTokens!.replace(r)),
    },
  }
  return { gateway, calls }
}

type Answer = { ResponseCode?: string; errors?: Record<string, string[]>; pending?: boolean }
async function donate(fields: Record<string, string>, key = newKey()) {
  const res = await POST(donateRequest(fields, { key }))
  return { status: res.status, body: (await res.json()) as Answer }
}

describe('the test gateway’s card frame', () => {
  it('is the configured frame, on an origin of its own, and refuses another site or a bad card', () => {
    const config = cardFrameFromEnv({ TEST_CARD_FRAME_URL: frame.env.TEST_CARD_FRAME_URL })!
    expect(config.origin).toBe(frame.frame.origin)
    expect(SITE).not.toContain(config.origin)
    expect(new URL(config.src).searchParams.get('id')).toBe('test-gateway')
    expect(cardFrameFromEnv({})).toBeNull()
    expect(frame.frame.tokenize({ id: 'test-gateway', pan: '4242424242424242', exp: `09${year}`, origin: 'https://evil.example' }).responseCode).toEqual(['942'])
    expect(frame.frame.tokenize({ id: 'test-gateway', pan: '4242424242424241', exp: `09${year}`, origin: SITE[0]! }).responseCode).toEqual(['943'])
    expect(frame.frame.tokenize({ id: 'test-gateway', pan: '4242424242424242', exp: '0120', origin: SITE[0]! }).responseCode).toEqual(['944'])
    // The token is opaque: no card number in it.
    expect(tokenFor('4242424242424242').card_token).not.toContain('4242424242424242')
  })
})

describe('POST /api/donate with a card token', () => {
  it('charges a token once and keeps only brand and last four', async () => {
    const token = tokenFor('4242424242424242')
    const first = await donate(byToken(token))
    expect(first).toMatchObject({ status: 200, body: { ResponseCode: '027' } })
    const { docs } = await ctx.payload.find({ collection: 'donations', where: { 'response.ReferenceNum': { exists: true } }, sort: '-createdAt', limit: 1, overrideAccess: true })
    expect(docs[0]).toMatchObject({ cardBrand: 'visa', cardLast4: '4242', status: 'approved' })
    expect(JSON.stringify(docs[0])).not.toContain(token.card_token)
    // Reused with a new key: refused before any record or charge.
    const again = await donate(byToken(token))
    expect(again.status).toBe(400)
    expect(again.body.errors!.card_token![0]).toMatch(/already used/)
  })

  it('answers a repeat of the same gift (same key) with its first answer, not a reuse refusal', async () => {
    const key = newKey()
    const token = tokenFor('4242424242424242')
    const first = await donate(byToken(token), key)
    const repeat = await donate(byToken(token), key)
    expect(first.status).toBe(200)
    expect(repeat).toEqual(first)
  })

  it('answers 400 with a clear message for a missing, forged or expired token, and never calls the gateway', async () => {
    const { gateway, calls } = countingGateway()
    const post = (fields: Record<string, string>, now = new Date()) => processDonation({ payload: ctx.payload, fields, idempotencyKey: newKey(), gateway, now })
    const missing = await post(byToken({}))
    expect(missing).toMatchObject({ status: 400, body: { errors: { card_token: [expect.stringMatching(/did not come with the gift/)] } } })
    const good = tokenFor('4242424242424242').card_token
    const forged = `${good.slice(0, -4)}${good.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`
    expect(await post(byToken({ card_token: forged, card_bin: '424242' }))).toMatchObject({ status: 400, body: { errors: { card_token: [expect.stringMatching(/could not be read/)] } } })
    expect(await post(byToken({ card_token: 'tt-nonsense', card_bin: '424242' }))).toMatchObject({ status: 400 })
    const old = sealTestCardToken({ pan: '4242424242424242', expMMYY: `09${year}` }, () => 'approve', { now: Date.now() - 16 * 60_000 })
    expect(await post(byToken({ card_token: old, card_bin: '424242' }))).toMatchObject({ status: 400, body: { errors: { card_token: [expect.stringMatching(/expired/)] } } })
    expect(calls).toEqual([])
  })

  it('answers 400 for a token that expires between its check and the charge, and records no charge', async () => {
    // The gateway's clock is 16 minutes on: the token passes the site's check, and the gateway refuses it unsent.
    const late = createTestGateway(() => new Date(Date.now() + 16 * 60_000))
    const email = `late.${Date.now()}@example.org`
    const answer = await processDonation({ payload: ctx.payload, fields: byToken(tokenFor('4242424242424242'), { b_email: email }), idempotencyKey: newKey(), gateway: late })
    expect(answer).toMatchObject({ status: 400, body: { errors: { card_token: [expect.stringMatching(/expired before we could use them/)] } } })
    const { docs } = await ctx.payload.find({ collection: 'donations', where: { b_email: { equals: email } }, overrideAccess: true })
    expect(docs.map((d) => d.status)).toEqual(['failed'])
  })

  it('lets one of two posts racing with one token reach the gateway', async () => {
    const { gateway, calls } = countingGateway()
    const token = tokenFor('4242424242424242')
    const answers = await Promise.all([0, 1].map(() => processDonation({ payload: ctx.payload, fields: byToken(token), idempotencyKey: newKey(), gateway })))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400])
    expect(calls).toEqual(['purchase'])
  })

  it('declines the declining card, and enrols a monthly gift by vaulting its token', async () => {
    expect((await donate(byToken(tokenFor('4000000000000002')))).body.ResponseCode).toBe('481')
    const { gateway, calls } = countingGateway()
    const monthly = await processDonation({ payload: ctx.payload, fields: byToken(tokenFor('5555555555554444'), { donation_type: 'monthly', donation_amount: '15.00' }), idempotencyKey: newKey(), gateway })
    expect(monthly.status).toBe(200)
    expect(calls).toEqual(['vault'])
    const { docs } = await ctx.payload.find({ collection: 'recurring-donations', sort: '-createdAt', limit: 1, overrideAccess: true })
    expect(docs[0]).toMatchObject({ cardBrand: 'mastercard', cardLast4: '4444', status: 'active' })
    expect(docs[0]!.askForNewCardOn).toBeTruthy()
  })

  it('replaces a monthly gift’s card with a frame token in the vault, keeps the old card on a decline, and refuses a spent token', async () => {
    const email = `replace.${Date.now()}@example.org`
    const enrolled = await processDonation({ payload: ctx.payload, fields: byToken(tokenFor('4242424242424242'), { donation_type: 'monthly', donation_amount: '12.00', b_email: email }), idempotencyKey: newKey() })
    expect(enrolled.status).toBe(200)
    const { docs } = await ctx.payload.find({ collection: 'recurring-donations', where: { b_email: { equals: email } }, overrideAccess: true })
    const enrolment = docs[0]!
    const { gateway, calls } = countingGateway()
    const declined = await replaceCard(ctx.payload, email, enrolment.id, tokenFor('4000000000000002'), { gateway })
    expect(declined).toMatchObject({ ok: false, status: 402, field: 'card_token' })
    const saved = tokenFor('5555555555554444')
    expect(await replaceCard(ctx.payload, email, enrolment.id, saved, { gateway })).toMatchObject({ ok: true, notice: 'Your new card ending in 4444 is saved.' })
    const after = await ctx.payload.findByID({ collection: 'recurring-donations', id: enrolment.id, overrideAccess: true })
    expect(after).toMatchObject({ cardBrand: 'mastercard', cardLast4: '4444' })
    expect(after.token).not.toBe(enrolment.token)
    // The same token again, or none: refused with the reason, the vault not asked.
    expect(await replaceCard(ctx.payload, email, enrolment.id, saved, { gateway })).toMatchObject({ ok: false, status: 400, message: expect.stringMatching(/already used/) })
    expect(await replaceCard(ctx.payload, email, enrolment.id, {}, { gateway })).toMatchObject({ ok: false, status: 400, field: 'card_token' })
    expect(calls).toEqual(['replace', 'replace'])
  })

  it('refuses card-number fields on a served site, unless the legacy setting keeps the old contract', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    try {
      const refused = await donate(validFields())
      expect(refused.status).toBe(400)
      expect(refused.body.errors!.card_number![0]).toMatch(/does not take card numbers/)
      vi.stubEnv('DONATION_LEGACY_CARD_FIELDS', '1')
      expect((await donate(validFields())).status).toBe(200)
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('counts the token’s first six and last four digits as the card for the distinct-cards rule', async () => {
    vi.stubEnv('DONATION_CHALLENGE_AFTER_CARDS', '2')
    try {
      const ip = '10.99.0.1'
      const send = (pan: string, bin?: string) => POST(donateRequest({ ...byToken(tokenFor(pan)), ...(bin === undefined ? {} : { card_bin: bin }) }, { ip, key: newKey() }))
      expect((await send('4242424242424242')).status).toBe(200)
      // The same card typed again (a new token), whatever first six the page sends: not asked for the check.
      expect((await send('4242424242424242', '')).status).toBe(200)
      // Another card of the same issuer's range (the same first six digits): the check is asked for.
      const sameRange = testVisa(42_000_000_001, 242)
      expect(sameRange.slice(0, 6)).toBe('424242')
      const other = await send(sameRange)
      expect(other.status).toBe(403)
      expect(((await other.json()) as { challenge?: string }).challenge).toBe('required')
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
