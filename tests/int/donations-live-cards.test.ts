/**
 * Card testing with cards that still work (every one approved by the Moneris stand-in): the
 * distinct cards tried from one address, and from one browser (its signed cookie) across
 * addresses, ask for the check from the second and are refused from the fifth, before the
 * gateway; and the site-wide circuit asks every attempt for the check once distinct small-gift
 * cards surge, and e-mails finance staff once.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { donateRequest, newKey, validFields } from '../helpers/donations'
import { testVisa } from '../helpers/cards'
import { startMonerisStandIn } from '../helpers/monerisStandIn'
import { DONOR_BROWSER_COOKIE } from '@/donations/donorBrowser'
import { sharedHits } from '@/instances/sharedHits'

process.env.RATE_LIMIT_DONATIONS_MAX = '0'
process.env.DONATION_CHALLENGE_COST = '10'

let ctx: TestPayload
let standIn: Awaited<ReturnType<typeof startMonerisStandIn>>
let POST: (req: Request) => Promise<Response>
let GET_CHALLENGE: () => Promise<Response>
let series = 20

beforeAll(async () => {
  standIn = await startMonerisStandIn({ declines: () => false })
  Object.assign(process.env, { PAYMENT_GATEWAY: 'moneris', MONERIS_URL: standIn.url, MONERIS_STORE_ID: 'store1', MONERIS_API_TOKEN: 'token1' })
  ctx = await startTestPayload()
  ;({ POST } = await import('@/app/api/donate/route'))
  ;({ GET: GET_CHALLENGE } = await import('@/app/api/donate/challenge/route'))
})
afterAll(async () => {
  await ctx?.stop()
  await standIn?.stop()
})
beforeEach(async () => {
  // Each test starts with a quiet site: its own card series and no tripped circuit.
  series++
  await sharedHits.clear('circuit|')
})

type Answer = { ResponseCode?: string; errors?: { form?: string[] }; challenge?: string }
async function donate(ip: string, card: string, { extra = {}, cookie }: { extra?: Record<string, string>; cookie?: string } = {}) {
  const res = await POST(donateRequest(validFields({ card_number: card, ...extra }), { ip, key: newKey(), cookie }))
  return { status: res.status, body: (await res.json()) as Answer, setCookie: res.headers.get('set-cookie') }
}

async function solvedChallenge(): Promise<string> {
  const challenge = (await (await GET_CHALLENGE()).json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

const charged = (card: string) => standIn.requests.filter((r) => r.type === 'purchase' && r.fields.pan === card).length
const card = (i: number) => testVisa(i, series)

describe('distinct cards per address', () => {
  it('lets the first card through, asks for the check from the second, refuses the fifth, and never counts a retry of one card', async () => {
    const ip = '203.0.113.50'
    expect((await donate(ip, card(1))).body.ResponseCode).toBe('027')
    // The same card again is no new card.
    expect((await donate(ip, card(1))).body.ResponseCode).toBe('027')

    const second = await donate(ip, card(2))
    expect(second).toMatchObject({ status: 403, body: { challenge: 'required' } })
    expect(charged(card(2))).toBe(0)
    // A donor who ticks the check gives with the second card.
    expect((await donate(ip, card(2), { extra: { altcha: await solvedChallenge() } })).body.ResponseCode).toBe('027')
    expect((await donate(ip, card(3), { extra: { altcha: await solvedChallenge() } })).body.ResponseCode).toBe('027')
    expect((await donate(ip, card(4), { extra: { altcha: await solvedChallenge() } })).body.ResponseCode).toBe('027')

    // The fifth distinct card is refused, solved check or not, and never reaches the gateway.
    const fifth = await donate(ip, card(5), { extra: { altcha: await solvedChallenge() } })
    expect(fifth.status).toBe(429)
    expect(fifth.body.errors?.form?.[0]).toMatch(/different cards .* You have not been charged/)
    expect(charged(card(5))).toBe(0)
    const blocked = await ctx.payload.find({ collection: 'blocked-donation-attempts', where: { reason: { equals: 'too-many-cards' } }, overrideAccess: true, depth: 0 })
    expect(blocked.totalDocs).toBeGreaterThanOrEqual(1)
    expect(JSON.stringify(blocked.docs)).not.toContain(card(5).slice(-4) + '"')

    // Another address is not affected.
    expect((await donate('203.0.113.51', card(6))).body.ResponseCode).toBe('027')
  })
})

describe('distinct cards per browser', () => {
  it('follows one browser across addresses through its signed cookie, and replaces a forged cookie', async () => {
    const first = await donate('198.18.0.1', card(1))
    expect(first.body.ResponseCode).toBe('027')
    expect(first.setCookie).toMatch(new RegExp(`^${DONOR_BROWSER_COOKIE}=[\\w-]{22}\\.[\\w-]{32}; Path=/api/donate; Max-Age=\\d+; HttpOnly; SameSite=Lax`))
    const cookie = first.setCookie!.split(';')[0]!

    // The same browser from a new address with a new card: its second card.
    const moved = await donate('198.18.0.2', card(2), { cookie })
    expect(moved).toMatchObject({ status: 403, body: { challenge: 'required' }, setCookie: null })
    expect(charged(card(2))).toBe(0)

    // A forged or altered cookie counts for nothing: the browser gets a new one.
    const forged = await donate('198.18.0.3', card(3), { cookie: `${DONOR_BROWSER_COOKIE}=${cookie.split('=')[1]!.split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` })
    expect(forged.body.ResponseCode).toBe('027')
    expect(forged.setCookie).toMatch(new RegExp(`^${DONOR_BROWSER_COOKIE}=`))
    expect(forged.setCookie!.split(';')[0]).not.toBe(cookie)
  })
})

describe('the site-wide circuit', () => {
  it('asks every attempt for the check once distinct small-gift cards surge above the site\'s own rate, and e-mails staff once', async () => {
    process.env.DONATION_CIRCUIT_SMALL_CARDS_PER_MINUTE = '4'
    try {
      await ctx.payload.create({ collection: 'users', data: { email: 'finance-circuit@example.org', password: 'a long test passphrase 42', roles: ['finance'] }, overrideAccess: true })
      // Four different $5 gifts from four addresses and browsers: each one alone passes every per-holder rule.
      for (let i = 1; i <= 4; i++) expect((await donate(`192.0.2.${i}`, card(i), { extra: { donation_amount: '5.00' } })).body.ResponseCode).toBe('027')
      // Now any attempt, even a larger gift on a card and address never seen, needs the check.
      const next = await donate('192.0.2.99', card(99), { extra: { donation_amount: '100.00' } })
      expect(next).toMatchObject({ status: 403, body: { challenge: 'required' } })
      expect(charged(card(99))).toBe(0)
      expect((await donate('192.0.2.99', card(99), { extra: { donation_amount: '100.00', altcha: await solvedChallenge() } })).body.ResponseCode).toBe('027')
      // More small gifts keep it tripped, without a second e-mail.
      await donate('192.0.2.5', card(5), { extra: { donation_amount: '5.00', altcha: await solvedChallenge() } })
      await expect
        .poll(async () => (await ctx.payload.find({ collection: 'outbox', where: { to: { equals: 'finance-circuit@example.org' } }, overrideAccess: true, depth: 0 })).docs.map((d) => d.subject), { timeout: 5_000 })
        .toEqual(['Possible card testing: every donation now needs the check'])
    } finally {
      delete process.env.DONATION_CIRCUIT_SMALL_CARDS_PER_MINUTE
    }
  })
})
