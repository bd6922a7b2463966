/**
 * The card-testing defence through POST /api/donate, with the Moneris adapter talking to the
 * local stand-in (which declines every card of series 9 here), so "never reached the gateway"
 * is counted at the gateway: a run of declines from one address, or on one card, blocks further
 * attempts with 429 and records the block without card data; after two declines a solved,
 * unused ALTCHA challenge is required, and a missing, invalid or replayed one answers 403 and
 * charges nothing.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { hashAddress } from '@/http/clientAddress'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { donateRequest, newKey, TEST_CARD, validFields } from '../helpers/donations'
import { testVisa } from '../helpers/cards'
import { startMonerisStandIn } from '../helpers/monerisStandIn'

// Only the card-testing rules under test: the plain post limit stays out of the way, and so do
// the distinct-card rules (their own tests are in donations-live-cards.test.ts).
process.env.RATE_LIMIT_DONATIONS_MAX = '0'
process.env.DONATION_CHALLENGE_AFTER_CARDS = '0'
process.env.RATE_LIMIT_DONATION_CARDS_MAX = '0'
process.env.DONATION_CHALLENGE_COST = '10'

let ctx: TestPayload
let standIn: Awaited<ReturnType<typeof startMonerisStandIn>>
let POST: (req: Request) => Promise<Response>
let GET_CHALLENGE: () => Promise<Response>

const declining = (i: number) => testVisa(i, 9)

beforeAll(async () => {
  standIn = await startMonerisStandIn({ declines: (pan) => pan.startsWith('4009') })
  Object.assign(process.env, { PAYMENT_GATEWAY: 'moneris', MONERIS_URL: standIn.url, MONERIS_STORE_ID: 'store1', MONERIS_API_TOKEN: 'token1' })
  ctx = await startTestPayload()
  ;({ POST } = await import('@/app/api/donate/route'))
  ;({ GET: GET_CHALLENGE } = await import('@/app/api/donate/challenge/route'))
})
afterAll(async () => {
  await ctx?.stop()
  await standIn?.stop()
})

type Answer = { ResponseCode?: string; errors?: { form?: string[] }; challenge?: string }
async function donate(ip: string, card: string, extra: Record<string, string> = {}, key = newKey()) {
  const res = await POST(donateRequest(validFields({ card_number: card, ...extra }), { ip, key }))
  return { status: res.status, body: (await res.json()) as Answer, retryAfter: res.headers.get('retry-after') }
}

/** What the ALTCHA widget does in the browser: fetch a challenge, solve it, send it base64-encoded. */
async function solvedChallenge(): Promise<string> {
  const res = await GET_CHALLENGE()
  expect(res.headers.get('cache-control')).toBe('no-store')
  const challenge = (await res.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

const charges = () => standIn.requests.filter((r) => r.type === 'purchase').length
const blocked = async () =>
  (await ctx.payload.find({ collection: 'blocked-donation-attempts', limit: 0, pagination: false, overrideAccess: true, depth: 0, sort: 'createdAt' })).docs
const donationCount = async () => (await ctx.payload.count({ collection: 'donations', overrideAccess: true })).totalDocs

describe('card testing from one address', () => {
  it('asks for a challenge after 2 declines, blocks after 4, and records the blocks without card data', async () => {
    const ip = '203.0.113.10'
    const before = charges()
    expect((await donate(ip, declining(1))).body.ResponseCode).toBe('481')
    expect((await donate(ip, declining(2))).body.ResponseCode).toBe('481')
    expect(charges() - before).toBe(2)

    // The third attempt owes a challenge: refused before the gateway, and the browser is told why.
    const unsolved = await donate(ip, declining(3))
    expect(unsolved.status).toBe(403)
    expect(unsolved.body.challenge).toBe('required')
    expect(unsolved.body.errors?.form?.[0]).toMatch(/confirm you are a person/)
    expect(charges() - before).toBe(2)

    // A tester who solves each challenge still gets only two more declines.
    expect((await donate(ip, declining(3), { altcha: await solvedChallenge() })).body.ResponseCode).toBe('481')
    expect((await donate(ip, declining(4), { altcha: await solvedChallenge() })).body.ResponseCode).toBe('481')
    expect(charges() - before).toBe(4)

    const refused = await donate(ip, declining(5), { altcha: await solvedChallenge() })
    expect(refused.status).toBe(429)
    expect(refused.body.errors?.form?.[0]).toMatch(/declined.*paused.*try again in about 1 hour\..*not been charged/)
    expect(Number(refused.retryAfter)).toBeGreaterThan(3_500)
    // A good card from that address is refused as well, still without reaching the gateway.
    expect((await donate(ip, TEST_CARD.approve, { altcha: await solvedChallenge() })).status).toBe(429)
    expect(charges() - before).toBe(4)

    const records = await blocked()
    expect(records.map((r) => r.reason)).toEqual(['challenge-missing', 'address-declines', 'address-declines'])
    expect(records.every((r) => r.addressHash === hashAddress(ip))).toBe(true)
    // Nothing of the card or the address: not the number, its last four, nor the address itself.
    const stored = JSON.stringify(records)
    for (const secret of [declining(5), declining(5).slice(-4), TEST_CARD.approve, ip]) expect(stored).not.toContain(secret)
    expect(Object.keys(records[0]!).sort()).toEqual(['addressHash', 'createdAt', 'id', 'reason', 'updatedAt'])
  })

  it('lets only one of a burst of parallel attempts after a decline through to the gateway', async () => {
    expect((await donate('203.0.113.12', declining(49))).body.ResponseCode).toBe('481')
    const before = charges()
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => donate('203.0.113.12', declining(50 + i))))
    expect(charges() - before).toBe(1)
    expect(answers.filter((a) => a.body.ResponseCode === '481')).toHaveLength(1)
    // The rest were refused before the gateway: owing a challenge (403), or blocked (429) while
    // the attempts ahead of them still counted as possible declines.
    const refused = answers.filter((a) => (a.status === 403 && a.body.challenge === 'required') || a.status === 429)
    expect(refused).toHaveLength(11)
  })

  it('leaves other addresses alone', async () => {
    expect((await donate('203.0.113.11', TEST_CARD.approve)).body.ResponseCode).toBe('027')
  })
})

describe('card testing one card', () => {
  it('blocks a card declined 3 times, from any address, before it reaches the gateway', async () => {
    const card = declining(100)
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) expect((await donate(ip, card)).body.ResponseCode).toBe('481')
    const before = charges()
    const refused = await donate('198.51.100.4', card)
    expect(refused.status).toBe(429)
    expect(refused.body.errors?.form?.[0]).toMatch(/card was declined several times/)
    expect(charges()).toBe(before)
    // Another card from that fourth address goes through.
    expect((await donate('198.51.100.4', TEST_CARD.approve)).body.ResponseCode).toBe('027')
    expect((await blocked()).filter((r) => r.reason === 'card-declines' && r.addressHash === hashAddress('198.51.100.4'))).toHaveLength(1)
  })
})

describe('a required challenge', () => {
  const ip = '192.0.2.50'
  beforeAll(async () => {
    for (const i of [200, 201]) expect((await donate(ip, declining(i))).body.ResponseCode).toBe('481')
  })

  it('answers 403 for a missing, malformed, forged or replayed challenge, and never charges or records a donation', async () => {
    const chargesBefore = charges()
    const donationsBefore = await donationCount()
    const good = await solvedChallenge()
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(good, 'base64').toString()), solution: { counter: 1, derivedKey: 'ab'.repeat(32) } })).toString('base64')

    for (const altcha of [undefined, '', 'not-a-challenge', Buffer.from('{"challenge":1}').toString('base64'), forged, 'x'.repeat(5_000)]) {
      const res = await donate(ip, TEST_CARD.approve, altcha === undefined ? {} : { altcha })
      expect(res.status).toBe(403)
      expect(res.body.challenge).toBe('required')
      expect(res.body.errors?.form?.[0]).toBeTruthy()
    }
    expect(charges()).toBe(chargesBefore)
    expect(await donationCount()).toBe(donationsBefore)

    // The genuine donor who solved it goes through, once.
    const approved = await donate(ip, TEST_CARD.approve, { altcha: good })
    expect(approved.body.ResponseCode).toBe('027')
    expect(charges()).toBe(chargesBefore + 1)
    // The same solved challenge again (a new attempt, a new key) is a replay.
    const replayed = await donate(ip, TEST_CARD.approve, { altcha: good })
    expect(replayed.status).toBe(403)
    expect(replayed.body.errors?.form?.[0]).toMatch(/already used/)
    expect(charges()).toBe(chargesBefore + 1)
    expect(await donationCount()).toBe(donationsBefore + 1)

    const reasons = (await blocked()).filter((r) => r.addressHash === hashAddress(ip)).map((r) => r.reason)
    expect(reasons).toEqual(['challenge-missing', 'challenge-missing', 'challenge-invalid', 'challenge-invalid', 'challenge-invalid', 'challenge-invalid', 'challenge-replayed'])
  })

  it('does not count a double click of one declined attempt twice', async () => {
    const ip2 = '192.0.2.60'
    const key = newKey()
    const [a, b] = await Promise.all([donate(ip2, declining(300), {}, key), donate(ip2, declining(300), {}, key)])
    expect([a.body.ResponseCode, b.body.ResponseCode]).toEqual(['481', '481'])
    // One decline counted: the next attempt needs no challenge yet.
    expect((await donate(ip2, TEST_CARD.approve)).body.ResponseCode).toBe('027')
  })
})

describe('the blocked attempts list', () => {
  it('is read by Finance, and nobody edits, deletes or adds to it through the API', async () => {
    const staff = await ctx.payload.create({ collection: 'users', data: { email: 'finance@example.org', password: 'a long test password 1', roles: ['finance'] }, overrideAccess: true })
    const user = { ...staff, collection: 'users' as const }
    const listed = await ctx.payload.find({ collection: 'blocked-donation-attempts', overrideAccess: false, user, depth: 0 })
    expect(listed.totalDocs).toBeGreaterThan(0)
    const id = listed.docs[0]!.id
    await expect(ctx.payload.find({ collection: 'blocked-donation-attempts', overrideAccess: false, depth: 0 })).rejects.toThrow()
    await expect(ctx.payload.update({ collection: 'blocked-donation-attempts', id, data: { reason: 'card-declines' }, overrideAccess: false, user })).rejects.toThrow()
    await expect(ctx.payload.delete({ collection: 'blocked-donation-attempts', id, overrideAccess: false, user })).rejects.toThrow()
    await expect(
      ctx.payload.create({ collection: 'blocked-donation-attempts', data: { reason: 'card-declines', addressHash: 'x' }, overrideAccess: false, user }),
    ).rejects.toThrow()
  })
})
