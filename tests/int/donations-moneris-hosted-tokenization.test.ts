/**
 * The Moneris adapter's hosted-tokenization flow against the local stand-in: the frame (served
 * on its own origin, answering only the profile's source origin), the temporary token it gives,
 * a purchase with the token, a vault entry and a card replacement with tokens, and the status
 * query for a charge whose answer was lost. A spent, forged or foreign token charges nothing.
 * Databases: SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMonerisGateway } from '@/donations/gateway/moneris'
import { frameOrigin, frameSource, hostedTokenizationFromEnv, readFrameMessage } from '@/donations/gateway/hostedTokenization'
import { startMonerisStandIn } from '../helpers/monerisStandIn'

const SITE = 'http://127.0.0.1:3999'
const PROFILE = 'ht-standin-profile'
let standIn: Awaited<ReturnType<typeof startMonerisStandIn>>
let gateway: ReturnType<typeof createMonerisGateway>
const year = String(new Date().getFullYear() + 2).slice(-2)

beforeAll(async () => {
  standIn = await startMonerisStandIn({ frame: { profileId: PROFILE, sourceOrigin: SITE } })
  gateway = createMonerisGateway({ storeId: 'store5', apiToken: 'yesguy', url: standIn.url, timeoutMs: 2_000 })
})
afterAll(async () => {
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

    const charges = standIn.charges.length
    expect((await gateway.cardTokens!.purchase({ orderId: 'ht-3', amount: '25.00', cardToken: token })).status).toBe('failed')
    expect((await gateway.cardTokens!.purchase({ orderId: 'ht-4', amount: '25.00', cardToken: 'ot-forgedforgedforged' })).status).toBe('failed')
    expect(standIn.charges.length).toBe(charges)
  })

  it('keeps a token in the vault, replaces the card behind it with a new token, and refuses a spent one', async () => {
    const first = tokenFor('4242424242424242') as { dataKey: string }
    const vaulted = await gateway.cardTokens!.vault({ customerId: 'donor-7', cardToken: first.dataKey })
    expect(vaulted).toEqual({ ok: true, token: 'dk-ok' })
    expect(standIn.requests.at(-1)).toMatchObject({ type: 'res_add_token', fields: { data_key: first.dataKey, cust_id: 'donor-7', crypt_type: '7' } })
    expect(await gateway.cardTokens!.vault({ customerId: 'donor-7', cardToken: first.dataKey })).toMatchObject({ ok: false })

    const replacement = tokenFor('5555555555554444') as { dataKey: string }
    const before = standIn.requests.length
    expect(await gateway.cardTokens!.replace({ token: 'dk-old', customerId: 'donor-7', cardToken: replacement.dataKey })).toEqual({ ok: true, token: 'dk-ok' })
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
