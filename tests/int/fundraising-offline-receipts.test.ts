/**
 * Official receipts for cash and cheques Finance records against a fundraising page: a receipt
 * asked for needs the giver's name and postal address (refused at the fields otherwise, nothing
 * recorded); its number comes from the online gifts' series, on the first download or from the
 * catch-up job, never twice and never for a gift without a receipt or voided first; the PDF
 * states the giver, the address, the day received, the day issued and the amount; only Finance
 * downloads it; a correction voids it once, and the original stays as issued. Numbers handed out
 * at once to online gifts and cheques are all different and follow on.
 * Databases: SQLite, PostgreSQL
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload, PayloadRequest } from 'payload'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { createPage, createRunningCampaign } from '../helpers/fundraising'
import { newKey, validFields } from '../helpers/donations'
import { readPdf, squeezed } from '../helpers/pdf'
import type { Fundraiser, User } from '@/payload-types'

let ctx: TestPayload | undefined
let payload: Payload
let page: Fundraiser
let finance: User & { collection: 'users' }

const RECEIPT = { issueReceipt: true, receiptName: 'Margaret Okafor', receiptStreet: '12 Cedar Road', receiptCity: 'Nanaimo', receiptProvince: 'BC', receiptPostalCode: 'V9R 2B2', receiptCountry: 'Canada' }

const recordGift = (data: Record<string, unknown>) =>
  payload.create({ collection: 'offline-gifts', data: { fundraiser: page.id, amount: 120, kind: 'cheque', receivedOn: '2026-11-20T12:00:00.000Z', ...data } as never, overrideAccess: true, depth: 0 })

async function download(id: number, user: unknown = finance): Promise<Response> {
  const { offlineReceiptEndpoint } = await import('@/collections/OfflineGifts/receiptEndpoint')
  const { createLocalReq } = await import('payload')
  const req = await createLocalReq({ user: user as never }, payload)
  Object.defineProperty(req, 'routeParams', { value: { id: String(id) } })
  return offlineReceiptEndpoint.handler(req as PayloadRequest)
}

async function giveOnline(): Promise<number> {
  const { processDonation } = await import('@/donations/processDonation')
  const answer = await processDonation({ payload, fields: validFields({ donation_amount: '25.00' }), idempotencyKey: newKey() })
  const id = (answer.body as { id: number | null }).id
  expect(id).toBeGreaterThan(0)
  return id!
}

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { name: 'Harbour Health Society', charityNumber: '12345-5555 RR0001', address: { street: '9 Quay Lane', city: 'Nanaimo', province: 'BC', postalCode: 'V9R 2B2', country: 'Canada' }, supportInitiative: { label: 'Support', url: 'https://support.example.org' } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const campaign = await createRunningCampaign(payload, 'receipt-walk')
  page = await createPage(payload, campaign.id, 'omar-walks', { name: 'Omar Okafor' })
  const account = await payload.create({ collection: 'users', data: { email: 'finance.receipts@example.org', password: 'a long test passphrase 42', roles: ['finance'] }, overrideAccess: true })
  finance = { ...account, collection: 'users' }
})
afterAll(async () => {
  await ctx?.stop()
})

describe('official receipts for cash and cheques recorded against a page', () => {
  it('refuses a receipt without the giver’s name and address at the fields, and records nothing', async () => {
    const before = (await payload.count({ collection: 'offline-gifts', overrideAccess: true })).totalDocs
    const error = await recordGift({ issueReceipt: true, receiptName: '  ', receiptPostalCode: '12345' }).catch((e: unknown) => e)
    const { ValidationError } = await import('payload')
    expect(error).toBeInstanceOf(ValidationError)
    const byField = Object.fromEntries((error as InstanceType<typeof ValidationError>).data.errors.map((e) => [e.path, e.message]))
    expect(byField).toMatchObject({
      receiptName: 'An official receipt needs the giver’s full name.',
      receiptStreet: 'An official receipt needs the street address.',
      receiptCity: 'An official receipt needs the city.',
      receiptPostalCode: 'Please enter a Canadian postal code, like V6B 1A1.',
    })
    expect((await payload.count({ collection: 'offline-gifts', overrideAccess: true })).totalDocs).toBe(before)
    // Without a receipt none of it is asked; a name typed without the box ticked is questioned.
    await expect(recordGift({ kind: 'cash', amount: 20 })).resolves.toMatchObject({ issueReceipt: false })
    const unticked = await recordGift({ receiptName: 'Margaret Okafor' }).catch((e: unknown) => e)
    expect(unticked).toBeInstanceOf(ValidationError)
    expect((unticked as InstanceType<typeof ValidationError>).data.errors.map((e) => [e.path, e.message])).toEqual([
      ['receiptName', 'A name here gives no receipt until the box above is ticked: tick it, or leave the name empty.'],
    ])
  })

  it('numbers the receipt in the online gifts’ series on the first download, and prints what the CRA asks', async () => {
    const first = await giveOnline()
    const cheque = await recordGift(RECEIPT)
    expect(cheque.receiptNumber ?? null).toBeNull()
    const res = await download(cheque.id)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="receipt-PCF-${String(first + 1).padStart(6, '0')}.pdf"`)
    const stored = await payload.findByID({ collection: 'offline-gifts', id: cheque.id, overrideAccess: true, depth: 0 })
    expect(stored.receiptNumber).toBe(first + 1)
    expect(Date.parse(stored.receiptIssuedAt!)).toBeGreaterThan(Date.now() - 60_000)

    const text = squeezed(readPdf(new Uint8Array(await res.arrayBuffer())).text)
    expect(text).toContain('Official receipt for income tax purposes')
    expect(text).toContain(`PCF-${String(first + 1).padStart(6, '0')}`)
    expect(text).toContain('Margaret Okafor')
    expect(text).toContain('12 Cedar Road')
    expect(text).toContain('Nanaimo BC V9R 2B2')
    expect(text).toMatch(/Date gift received:? November 20, 2026/)
    expect(text).toContain('$120.00')
    expect(text).toContain('Cheque')
    expect(text).toContain('12345-5555 RR0001')

    // The same number on every later download; the next online gift takes the next one.
    expect((await download(cheque.id)).headers.get('content-disposition')).toContain(String(first + 1).padStart(6, '0'))
    expect(await giveOnline()).toBe(first + 2)
  })

  it('gives no receipt to a gift without one, or voided before it was issued; the catch-up job numbers the rest', async () => {
    const cash = await recordGift({ kind: 'cash', amount: 15 })
    expect((await download(cash.id)).status).toBe(404)
    const voided = await recordGift({ ...RECEIPT, receiptName: 'Voided Giver' })
    await payload.update({ collection: 'offline-gifts', id: voided.id, data: { voided: true, voidReason: 'Recorded twice' }, overrideAccess: true })
    expect((await download(voided.id)).status).toBe(404)
    const waiting = await recordGift({ ...RECEIPT, receiptName: 'Waiting Giver' })
    const { assignMissingReceiptNumbers } = await import('@/donations/assignMissingReceiptNumbers')
    expect(await assignMissingReceiptNumbers(payload)).toEqual({ assigned: 1, failed: 0 })
    const numbered = await payload.find({ collection: 'offline-gifts', where: { receiptNumber: { exists: true } }, overrideAccess: true, depth: 0 })
    expect(numbered.docs.map((g) => g.id).sort()).toEqual(expect.arrayContaining([waiting.id]))
    expect(numbered.docs.map((g) => g.id)).not.toContain(cash.id)
    expect(numbered.docs.map((g) => g.id)).not.toContain(voided.id)
  })

  it('lets only Finance download a receipt', async () => {
    const cheque = await recordGift(RECEIPT)
    expect((await download(cheque.id, null)).status).toBe(401)
    expect((await download(cheque.id, { ...finance, roles: ['editor'] })).status).toBe(403)
    expect((await payload.findByID({ collection: 'offline-gifts', id: cheque.id, overrideAccess: true })).receiptNumber ?? null).toBeNull()
  })

  it('voids a receipt with a correction once; the gift and its number stay as issued', async () => {
    const cheque = await recordGift(RECEIPT)
    await download(cheque.id)
    const issued = await payload.findByID({ collection: 'offline-gifts', id: cheque.id, overrideAccess: true, depth: 0 })
    const correction = await payload.create({ collection: 'receipt-corrections', data: { kind: 'void', offlineGift: cheque.id, reason: 'The cheque was returned by the bank.' }, overrideAccess: true })
    expect(correction.originalSerial).toBe(String(issued.receiptNumber))
    await expect(payload.create({ collection: 'receipt-corrections', data: { kind: 'void', offlineGift: cheque.id, reason: 'Again, by mistake.' }, overrideAccess: true })).rejects.toThrow(/already void/)
    const unreceipted = await recordGift({ kind: 'cash' })
    await expect(payload.create({ collection: 'receipt-corrections', data: { kind: 'void', offlineGift: unreceipted.id, reason: 'No receipt here.' }, overrideAccess: true })).rejects.toThrow(/no official receipt/)
    // A recorded gift's receipt details cannot be changed afterwards.
    await payload.update({ collection: 'offline-gifts', id: cheque.id, data: { receiptName: 'Someone Else', amount: 1 } as never, overrideAccess: false, user: finance })
    expect(await payload.findByID({ collection: 'offline-gifts', id: cheque.id, overrideAccess: true, depth: 0 })).toMatchObject({ receiptName: 'Margaret Okafor', amount: 120, receiptNumber: issued.receiptNumber })
  })

  it('hands out different, consecutive numbers to online gifts and cheques numbered at the same moment', async () => {
    const cheques = await Promise.all(Array.from({ length: 6 }, (_, i) => recordGift({ ...RECEIPT, receiptName: `Giver ${i}` })))
    const { assignOfflineReceiptNumber } = await import('@/donations/assignReceiptNumber')
    const numbers = await Promise.all([...cheques.map((c) => assignOfflineReceiptNumber(payload, c.id)), ...Array.from({ length: 6 }, () => giveOnline())])
    const sorted = [...numbers].map(Number).sort((a, b) => a - b)
    expect(new Set(sorted).size).toBe(12)
    expect(sorted.at(-1)! - sorted[0]!).toBe(11)
  })
})
