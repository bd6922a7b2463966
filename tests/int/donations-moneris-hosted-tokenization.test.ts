/**
 * The Moneris adapter's hosted-tokenization flow against the local stand-in: the frame (served
 * on its own origin, answering only the profile's source origin), the temporary token it gives,
 * a purchase with the token, a vault entry and a card replacement with tokens, and the status
 * query for a charge whose answer was lost. A spent, forged or foreign token charges nothing.
 * Through the donation flow: a token Moneris will not take (forged or expired) answers 400 at the
 * card field and records no charge; the records keep the brand and last four Moneris's answer
 * shows; and each token counts as a card of its own for the distinct-cards rule.
 * Databases: SQLite.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMonerisGateway } from '@/donations/gateway/moneris'
import { frameOrigin, frameSource, hostedTokenizationFromEnv, readFrameMessage } from '@/donations/gateway/hostedTokenization'
import { giftConfirmationText } from '@/donations/confirmationMail'
import { processDonation } from '@/donations/processDonation'
import { replaceCard } from '@/myGiving/monthlyActions'
import type { Donation, RecurringDonation } from '@/payload-types'
import { donateRequest, newKey, validFields } from '../helpers/donations'
import { startMonerisStandIn } from '../helpers/monerisStandIn'
import { startTestPayload, type TestPayload } from '../helpers/payload'

process.env.RATE_LIMIT_DONATIONS_MAX = '0'

const SITE = 'http://127.0.0.1:3999'
const PROFILE = 'ht-standin-profile'
let standIn: Awaited<ReturnType<typeof startMonerisStandIn>>
let gateway: ReturnType<typeof createMonerisGateway>
let ctx: TestPayload
let POST: (req: Request) => Promise<Response>
const year = String(new Date().getFullYear() + 2).slice(-2)
/** The stand-in's clock: moved on to age its temporary tokens. */
let clock = Date.now()

beforeAll(async () => {
  standIn = await startMonerisStandIn({ frame: { profileId: PROFILE, sourceOrigin: SITE }, now: () => clock })
  gateway = createMonerisGateway({ storeId: 'store5', apiToken: 'yesguy', url: standIn.url, timeoutMs: 2_000 })
  Object.assign(process.env, { PAYMENT_GATEWAY: 'moneris', MONERIS_URL: standIn.url, MONERIS_STORE_ID: 'store5', MONERIS_API_TOKEN: 'yesguy' })
  ctx = await startTestPayload()
  ;({ POST } = await import('@/app/api/donate/route'))
})
afterAll(async () => {
  await ctx?.stop()
  await standIn?.stop()
})

/** What the frame's page posts back to the site's window, read as the site's page reads it. */
function tokenFor(pan: string, { exp = `09${year}`, origin = SITE, id = PROFILE } = {}) {
  const answer = standIn.tokenize({ id, pan, exp, origin })
  return readFrameMessage({ origin: new URL(standIn.frameUrl!).origin, data: JSON.stringify(answer) }, new URL(standIn.frameUrl!).origin)
}

describe('Moneris Hosted Tokenization', () => {
  it('is configured by its profile id and frame address, with the expiry in the frame', () => {
    expect(hostedTokenizationFromEnv({})).toBeNull()
    const config = hostedTokenizationFromEnv({ MONERIS_HT_PROFILE_ID: PROFILE, MONERIS_HT_URL: standIn.frameUrl! })!
    const src = new URL(frameSource(config))
    expect(src.origin).toBe(frameOrigin(config))
    expect(src.origin).not.toBe(SITE)
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ id: PROFILE, enable_exp: '1' })
    expect(hostedTokenizationFromEnv({ MONERIS_HT_PROFILE_ID: 'p' })!.frameUrl).toBe('https://esqa.moneris.com/HPPtoken/index.php')
  })

  it('serves a frame page with a labelled card field that answers only the source origin', async () => {
    const res = await fetch(`${standIn.frameUrl}?id=${PROFILE}`)
    expect(res.headers.get('content-security-policy')).toBe(`frame-ancestors ${SITE}`)
    const html = await res.text()
    expect(html).toMatch(/<label for="pan">Card number<\/label><input id="pan"[^>]*aria-describedby="err"/)
    expect(html).toMatch(/role="alert"/)
    expect(html).toContain(`const sources = ["${SITE}"]`)
    // The token service refuses another origin or profile, a bad number and a bad expiry.
    expect(standIn.tokenize({ id: PROFILE, pan: '4242424242424242', exp: `09${year}`, origin: 'https://evil.example' }).responseCode).toEqual(['942'])
    expect(standIn.tokenize({ id: 'other', pan: '4242424242424242', exp: `09${year}`, origin: SITE }).responseCode).toEqual(['942'])
    expect(tokenFor('4242424242424241')).toEqual({ ok: false, code: '943', message: 'Please enter a valid card number.' })
    expect(tokenFor('4242424242424242', { exp: '1399' })).toMatchObject({ ok: false, code: '944' })
  })

  it('ignores frame messages from any other origin, and messages not in the frame\'s format', () => {
    const origin = new URL(standIn.frameUrl!).origin
    const good = JSON.stringify({ responseCode: ['001'], dataKey: 'ot-abcdefghijkl', bin: '424242' })
    expect(readFrameMessage({ origin, data: good }, origin)).toEqual({ ok: true, dataKey: 'ot-abcdefghijkl', bin: '424242' })
    expect(readFrameMessage({ origin: SITE, data: good }, origin)).toBeNull()
    expect(readFrameMessage({ origin: 'https://esqa.moneris.com.evil.example', data: good }, origin)).toBeNull()
    expect(readFrameMessage({ origin, data: { responseCode: ['001'], dataKey: 'ot-x' } }, origin)).toBeNull()
    expect(readFrameMessage({ origin, data: 'not json' }, origin)).toBeNull()
    expect(readFrameMessage({ origin, data: JSON.stringify({ responseCode: ['001'], dataKey: '<script>' }) }, origin)).toMatchObject({ ok: false })
  })

  it('charges the token once: an approval, a decline, and a spent or forged token charges nothing', async () => {
    const approved = tokenFor('4242424242424242')
    expect(approved).toMatchObject({ ok: true, bin: '424242' })
    const token = (approved as { dataKey: string }).dataKey
    const result = await gateway.cardTokens!.purchase({ orderId: 'ht-1', amount: '25.00', cardToken: token })
    expect(result).toMatchObject({ status: 'approved', responseCode: '027' })
    const sent = standIn.requests.at(-1)!
    expect(sent).toMatchObject({ type: 'res_purchase_cc', fields: { data_key: token, order_id: 'ht-1', amount: '25.00', crypt_type: '7' } })
    // No card number or expiry goes from the site to the gateway: only the token.
    expect(Object.keys(sent.fields)).not.toEqual(expect.arrayContaining(['pan']))
    expect(Object.keys(sent.fields)).not.toContain('expdate')

    const declined = tokenFor('4000000000000002') as { dataKey: string }
    expect(await gateway.cardTokens!.purchase({ orderId: 'ht-2', amount: '25.00', cardToken: declined.dataKey })).toMatchObject({ status: 'declined', responseCode: '481' })

    // Moneris's answer shows the card it charged: brand and last four, and the expiry (never kept).
    expect(result.card).toEqual({ brand: 'visa', last4: '4242', expMMYY: `09${year}` })

    // A spent or unknown data key: the Vault cannot resolve it, nothing is sent for authorisation.
    const charges = standIn.charges.length
    const spent = await gateway.cardTokens!.purchase({ orderId: 'ht-3', amount: '25.00', cardToken: token })
    expect(spent).toMatchObject({ status: 'failed', responseCode: null, tokenRefused: true })
    expect(await gateway.cardTokens!.purchase({ orderId: 'ht-4', amount: '25.00', cardToken: 'ot-forgedforgedforged' })).toMatchObject({ status: 'failed', tokenRefused: true })
    expect(standIn.charges.length).toBe(charges)
  })

  it('keeps a token in the vault, replaces the card behind it with a new token, and refuses a spent one', async () => {
    const first = tokenFor('4242424242424242') as { dataKey: string }
    const vaulted = await gateway.cardTokens!.vault({ customerId: 'donor-7', cardToken: first.dataKey })
    expect(vaulted).toEqual({ ok: true, token: 'dk-ok', card: { brand: 'visa', last4: '4242', expMMYY: `09${year}` } })
    expect(standIn.requests.at(-1)).toMatchObject({ type: 'res_add_token', fields: { data_key: first.dataKey, cust_id: 'donor-7', crypt_type: '7' } })
    expect(await gateway.cardTokens!.vault({ customerId: 'donor-7', cardToken: first.dataKey })).toMatchObject({ ok: false, result: { tokenRefused: true } })

    const replacement = tokenFor('5555555555554444') as { dataKey: string }
    const before = standIn.requests.length
    expect(await gateway.cardTokens!.replace({ token: 'dk-old', customerId: 'donor-7', cardToken: replacement.dataKey })).toMatchObject({ ok: true, token: 'dk-ok', card: { brand: 'mastercard', last4: '4444' } })
    expect(standIn.requests.slice(before).map((r) => [r.type, r.fields.data_key])).toEqual([
      ['res_add_token', replacement.dataKey],
      ['res_delete', 'dk-old'],
    ])
    // The vaulted card is charged as before.
    expect(await gateway.chargeToken({ orderId: 'ht-m1', amount: '10.00', token: 'dk-ok' })).toMatchObject({ status: 'approved' })
  })

  it('finds a token charge whose answer was lost through the status query', async () => {
    const token = (tokenFor('4242424242424242') as { dataKey: string }).dataKey
    standIn.setDelay(2_500)
    const lost = await gateway.cardTokens!.purchase({ orderId: 'ht-lost', amount: '30.00', cardToken: token })
    standIn.setDelay(0)
    expect(lost.status).toBe('failed')
    await expect.poll(() => standIn.charges.some((c) => c.orderId === 'ht-lost'), { timeout: 5_000 }).toBe(true)
    expect(await gateway.status!({ orderId: 'ht-lost', amount: '30.00', kind: 'res_purchase_cc' })).toMatchObject({ found: true, result: { status: 'approved' } })
  })
})

/** A donation post carrying the frame's token for `pan`, as the donation form sends it. */
function byToken(pan: string, extra: Record<string, string> = {}): Record<string, string> & { card_token: string } {
  const { card_number: _n, card_exp: _e, ...rest } = validFields(extra)
  const answer = tokenFor(pan) as { dataKey: string; bin: string }
  return { ...rest, card_token: answer.dataKey, card_bin: answer.bin }
}

const latest = async <T>(collection: 'donations' | 'recurring-donations', email: string) =>
  (await ctx.payload.find({ collection, where: { b_email: { equals: email } }, sort: '-createdAt', limit: 1, overrideAccess: true, depth: 0 })).docs[0] as T

const requestsFor = (dataKey: string) => standIn.requests.filter((r) => r.fields.data_key === dataKey)

describe('a Moneris token gift', () => {
  it('answers 400 at the card field for a token Moneris will not take, records no charge, and never sends the key twice', async () => {
    const email = `refused.${Date.now()}@example.org`
    const forged = { ...byToken('4242424242424242', { b_email: email }), card_token: 'ot-forgedforgedforgedforged' }
    const key = newKey()
    const first = await processDonation({ payload: ctx.payload, fields: forged, idempotencyKey: key, gateway })
    expect(first).toMatchObject({ status: 400, body: { errors: { card_token: ['Your card details expired before we could use them. Please enter your card again.'] } } })
    // Moneris did not decline it, so the donor is not told "not charged".
    expect(JSON.stringify(first.body)).not.toMatch(/not (been )?charged/i)
    const record = await latest<Donation>('donations', email)
    expect(record).toMatchObject({ status: 'failed', gateway: 'moneris', message: 'Invalid data key.', gatewayResponseCode: null, referenceNum: null })
    expect(requestsFor(forged.card_token)).toHaveLength(1)

    // The same gift again (a retry with its key), and the same token with a new key: the same refusal, Moneris not asked again.
    expect(await processDonation({ payload: ctx.payload, fields: forged, idempotencyKey: key, gateway })).toEqual({ status: 400, body: first.body })
    expect((await processDonation({ payload: ctx.payload, fields: forged, idempotencyKey: newKey(), gateway })).status).toBe(400)
    expect(requestsFor(forged.card_token)).toHaveLength(1)
    expect(await ctx.payload.count({ collection: 'donations', where: { b_email: { equals: email }, status: { in: ['pending', 'approved'] } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
  })

  it('answers 400 for a token that expired before it was charged, also for a monthly gift', async () => {
    const email = `expired.${Date.now()}@example.org`
    const single = byToken('4242424242424242', { b_email: email })
    const monthly = byToken('4242424242424242', { b_email: email, donation_type: 'monthly', donation_amount: '15.00' })
    clock += 16 * 60_000
    try {
      for (const fields of [single, monthly]) {
        const answer = await processDonation({ payload: ctx.payload, fields, idempotencyKey: newKey(), gateway })
        expect(answer).toMatchObject({ status: 400, body: { errors: { card_token: [expect.stringMatching(/expired before we could use them/)] } } })
        expect(requestsFor(fields.card_token).map((r) => r.type)).toEqual([fields.donation_type === 'monthly' ? 'res_add_token' : 'res_purchase_cc'])
      }
    } finally {
      clock = Date.now()
    }
    expect(await ctx.payload.count({ collection: 'recurring-donations', where: { b_email: { equals: email } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
  })

  it('keeps the brand and last four Moneris shows, for the receipt e-mail and My giving, never the number or expiry', async () => {
    const email = `shown.${Date.now()}@example.org`
    const answer = await processDonation({ payload: ctx.payload, fields: byToken('5555555555554444', { b_email: email }), idempotencyKey: newKey(), gateway })
    expect(answer).toMatchObject({ status: 200, body: { ResponseCode: '027' } })
    const gift = await latest<Donation>('donations', email)
    expect(gift).toMatchObject({ status: 'approved', cardBrand: 'mastercard', cardLast4: '4444' })
    expect(JSON.stringify(gift)).not.toMatch(/5555555555554444|555555/)
    const contact = { name: 'The Charity', phone: null, email: null, address: null }
    expect(giftConfirmationText(gift, contact, 'https://x.example/ways-to-give/my-giving').text).toContain('Card: Mastercard ending in 4444')

    // A monthly gift: the vault's answer shows the card; the day to ask for a new one comes from its expiry, which is not kept.
    const monthlyEmail = `shown.monthly.${Date.now()}@example.org`
    const monthly = await processDonation({ payload: ctx.payload, fields: byToken('4242424242424242', { b_email: monthlyEmail, donation_type: 'monthly', donation_amount: '20.00' }), idempotencyKey: newKey(), gateway })
    expect(monthly.status).toBe(200)
    const enrolment = await latest<RecurringDonation>('recurring-donations', monthlyEmail)
    expect(enrolment).toMatchObject({ cardBrand: 'visa', cardLast4: '4242', askForNewCardOn: new Date(Date.UTC(2000 + Number(year), 8, 1) - 30 * 86_400_000).toISOString() })
    expect(await latest<Donation>('donations', monthlyEmail)).toMatchObject({ cardBrand: 'visa', cardLast4: '4242' })

    // My giving's card replacement: the new card as Moneris shows it; a token it will not take is refused, the old card kept.
    const replaced = await replaceCard(ctx.payload, monthlyEmail, enrolment.id, { card_token: (tokenFor('5555555555554444') as { dataKey: string }).dataKey, card_bin: '555555' }, { gateway })
    expect(replaced).toMatchObject({ ok: true, notice: 'Your new card ending in 4444 is saved.' })
    expect(await latest<RecurringDonation>('recurring-donations', monthlyEmail)).toMatchObject({ cardBrand: 'mastercard', cardLast4: '4444' })
    const refused = await replaceCard(ctx.payload, monthlyEmail, enrolment.id, { card_token: 'ot-neverissuedbythisframe', card_bin: '424242' }, { gateway })
    expect(refused).toMatchObject({ ok: false, status: 400, field: 'card_token', message: expect.stringMatching(/expired before we could use them/) })
    expect(await latest<RecurringDonation>('recurring-donations', monthlyEmail)).toMatchObject({ cardLast4: '4444' })
  })

  it('counts each token as a card of its own, whatever first six digits the page sends', async () => {
    vi.stubEnv('DONATION_CHALLENGE_AFTER_CARDS', '2')
    try {
      const send = async (ip: string, fields: Record<string, string>) => {
        const res = await POST(donateRequest(fields, { ip, key: newKey() }))
        return { status: res.status, body: (await res.json()) as { challenge?: string } }
      }
      // Two cards of one issuer's range (the same first six digits) from one address: the second is asked for the check.
      expect((await send('10.98.0.1', byToken('4242424242424242'))).status).toBe(200)
      expect(await send('10.98.0.1', byToken('4242424242424242'))).toMatchObject({ status: 403, body: { challenge: 'required' } })
      // Leaving out the first six, or claiming another card's, does not dodge the count.
      expect((await send('10.98.0.2', { ...byToken('4242424242424242'), card_bin: '' })).status).toBe(200)
      expect(await send('10.98.0.2', { ...byToken('4242424242424242'), card_bin: '' })).toMatchObject({ status: 403, body: { challenge: 'required' } })
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
