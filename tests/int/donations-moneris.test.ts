/**
 * The Moneris adapter against a local stand-in speaking Moneris's XML protocol.
 * Databases: SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMonerisGateway, monerisConfigFromEnv } from '@/donations/gateway/moneris'
import { browserResponseCode } from '@/donations/gateway/normalise'
import { getGateway } from '@/donations/gateway'
import { startMonerisStandIn } from '../helpers/monerisStandIn'

let standIn: Awaited<ReturnType<typeof startMonerisStandIn>>
let gateway: ReturnType<typeof createMonerisGateway>
/** The same adapter with a short time limit, for the stand-in that never answers. */
let impatientGateway: ReturnType<typeof createMonerisGateway>
const card = { pan: '4242424242424242', expMMYY: '0928' }

beforeAll(async () => {
  standIn = await startMonerisStandIn()
  // A busy machine may take seconds to answer a local request: only the never-answering case uses a short limit.
  gateway = createMonerisGateway({ storeId: 'store5', apiToken: 'yesguy', url: standIn.url, timeoutMs: 30_000 })
  impatientGateway = createMonerisGateway({ storeId: 'store5', apiToken: 'yesguy', url: standIn.url, timeoutMs: 500 })
})
afterAll(async () => {
  await standIn?.stop()
})

describe('Moneris adapter', () => {
  it('is chosen by PAYMENT_GATEWAY=moneris and needs its credentials', () => {
    expect(getGateway({ PAYMENT_GATEWAY: 'moneris', MONERIS_STORE_ID: 's', MONERIS_API_TOKEN: 't' }).name).toBe('moneris')
    expect(getGateway({}).name).toBe('test')
    expect(() => monerisConfigFromEnv({ PAYMENT_GATEWAY: 'moneris' })).toThrow(/MONERIS_STORE_ID/)
  })

  it('maps a purchase request (YYMM expiry, crypt type 7, credentials) and an approval', async () => {
    standIn.setMode('normal')
    const result = await gateway.purchase({ orderId: 'pcf-1-ab', amount: '50.00', card })
    const sent = standIn.requests.at(-1)!
    expect(sent).toEqual({ type: 'purchase', storeId: 'store5', apiToken: 'yesguy', fields: { order_id: 'pcf-1-ab', amount: '50.00', pan: card.pan, expdate: '2809', crypt_type: '7' } })
    expect(result).toMatchObject({ status: 'approved', responseCode: '027', authCode: '123456', referenceNum: '660123450010690030' })
    expect(result.message).toMatch(/^APPROVED/)
    expect(result.transDateTime).toBe(new Date('2026-11-15T12:30:05').toISOString())
    expect(browserResponseCode(result)).toBe('027')
  })

  it('maps a decline', async () => {
    const result = await gateway.purchase({ orderId: 'pcf-2', amount: '10.00', card: { ...card, pan: '4000000000000002' } })
    expect(result).toMatchObject({ status: 'declined', responseCode: '481', authCode: null })
    expect(browserResponseCode(result)).toBe('481')
  })

  it('vaults a card and charges the data key', async () => {
    const vaulted = await gateway.vault({ customerId: 'donor-9', card })
    expect(vaulted).toEqual({ ok: true, token: 'dk-ok' })
    expect(standIn.requests.at(-1)).toMatchObject({ type: 'res_add_cc', fields: { cust_id: 'donor-9', pan: card.pan, expdate: '2809', crypt_type: '7' } })
    const charged = await gateway.chargeToken({ orderId: 'pcf-m1', amount: '20.00', token: 'dk-ok' })
    expect(standIn.requests.at(-1)).toMatchObject({ type: 'res_purchase_cc', fields: { data_key: 'dk-ok', order_id: 'pcf-m1', amount: '20.00', crypt_type: '7' } })
    expect(charged.status).toBe('approved')
    expect((await gateway.chargeToken({ orderId: 'pcf-m2', amount: '20.00', token: 'dk-decline' })).status).toBe('declined')
  })

  it('turns HTTP errors, unreadable answers and timeouts into failed results (998/999)', async () => {
    standIn.setMode('http500')
    const http500 = await gateway.purchase({ orderId: 'e1', amount: '5.00', card })
    expect(http500).toMatchObject({ status: 'failed', responseCode: null })
    expect(browserResponseCode(http500)).toBe('998')
    standIn.setMode('garbage')
    const garbage = await gateway.purchase({ orderId: 'e2', amount: '5.00', card })
    expect(garbage.status).toBe('failed')
    expect(browserResponseCode(garbage)).toBe('998')
    standIn.setMode('slow')
    const started = Date.now()
    const slow = await impatientGateway.purchase({ orderId: 'e3', amount: '5.00', card })
    // Its own limit ended the wait, not the 30 s of the other adapter.
    expect(Date.now() - started).toBeLessThan(15_000)
    expect(slow.status).toBe('failed')
    expect(browserResponseCode(slow)).toBe('999')
    standIn.setMode('slow')
    const vault = await impatientGateway.vault({ customerId: 'x', card })
    expect(vault.ok).toBe(false)
    standIn.setMode('normal')
  })

  it('escapes XML in the values it sends', async () => {
    await gateway.purchase({ orderId: 'a<b&c', amount: '1.00', card })
    expect(standIn.requests.at(-1)!.fields.order_id).toBe('a&lt;b&amp;c')
  })
})
