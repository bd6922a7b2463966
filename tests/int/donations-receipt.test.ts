/**
 * The receipt PDF from a signed link: only for approved single gifts, with the receipt's facts.
 * Databases: SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { donateRequest, TEST_CARD, validFields } from '../helpers/donations'
import { readPdf, squeezed } from '../helpers/pdf'
import { runSql } from '../helpers/rawSql'
import { sql } from '@payloadcms/db-sqlite'

let ctx: TestPayload

beforeAll(async () => {
  ctx = await startTestPayload()
  await ctx.payload.updateGlobal({ slug: 'site-settings', data: { name: 'Test Charity (BC)', charityNumber: '12345-5555 RR0001', address: { street: '1 Main St', city: 'Victoria', province: 'BC', postalCode: 'V8V 0A0', country: 'Canada' }, supportInitiative: { label: 'Support', url: 'https://support.example.org' } }, overrideAccess: true, context: { disableRevalidate: true } })
})
afterAll(async () => {
  await ctx?.stop()
})

describe('GET /api/donate/receipt', () => {
  it('answers a PDF for a signed link and 404 for forged or declined ones', async () => {
    const { POST } = await import('@/app/api/donate/route')
    const { GET } = await import('@/app/api/donate/receipt/route')
    const approved = (await (await POST(donateRequest(validFields({ donation_amount: '75' }), { ip: '10.7.0.1' }))).json()) as { receiptToken: string; id: number }
    const res = await GET(new Request(`http://localhost/api/donate/receipt?token=${encodeURIComponent(approved.receiptToken)}`))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const pdf = readPdf(bytes)
    const text = squeezed(pdf.text)
    for (const expected of ['Official receipt for income tax purposes', 'Test Charity (BC)', '12345-5555 RR0001', `PCF-${String(approved.id).padStart(6, '0')}`, 'Pat Donor', 'Amount received $75.00', 'canada.ca/charities-giving']) {
      expect(text).toContain(expected)
    }
    expect(text).not.toContain(TEST_CARD.approve)
    // Like the printed screen: the original, then one duplicate copy.
    expect(text.match(/DUPLICATE COPY/g)).toHaveLength(1)
    expect(text.indexOf('DUPLICATE COPY')).toBeGreaterThan(text.indexOf('Official receipt for income tax purposes'))
    expect(pdf.fonts.length).toBeGreaterThan(0)
    expect(pdf.fonts.every((font) => font.name.startsWith('Inter') && font.embedded)).toBe(true)

    const forged = approved.receiptToken.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    expect((await GET(new Request(`http://localhost/api/donate/receipt?token=${forged}`))).status).toBe(404)
    const declined = (await (await POST(donateRequest(validFields({ card_number: TEST_CARD.decline }), { ip: '10.7.0.2' }))).json()) as { receiptToken: string | null }
    expect(declined.receiptToken).toBeNull()
  })

  it('expires the link 90 days after the gift, also an undated link of before', async () => {
    const crypto = await import('node:crypto')
    const { POST } = await import('@/app/api/donate/route')
    const { answerForReceiptLink } = await import('@/donations/receiptAnswer')
    const approved = (await (await POST(donateRequest(validFields({ donation_amount: '40' }), { ip: '10.7.0.3' }))).json()) as { receiptToken: string; id: number; TransDateTime: string }
    const [id, end] = approved.receiptToken.split('.')
    const day = 86_400_000
    const given = Date.parse(approved.TransDateTime)
    expect(Number(end) * 1000 - given).toBeGreaterThan(90 * day - 5_000)
    expect(Number(end) * 1000 - given).toBeLessThanOrEqual(90 * day + 5_000)
    expect(await answerForReceiptLink(ctx.payload, approved.receiptToken, new Date(given + 89 * day))).not.toBeNull()
    expect(await answerForReceiptLink(ctx.payload, approved.receiptToken, new Date(given + 91 * day))).toBeNull()
    // A link from before links carried an end: the gift's date + 90 days decides.
    const undated = `${id}.${crypto.createHmac('sha256', `receipt:${process.env.PAYLOAD_SECRET}`).update(id!).digest('base64url').slice(0, 32)}`
    expect(await answerForReceiptLink(ctx.payload, undated, new Date(given + 89 * day))).not.toBeNull()
    expect(await answerForReceiptLink(ctx.payload, undated, new Date(given + 91 * day))).toBeNull()
    const { GET } = await import('@/app/api/donate/receipt/route')
    const expired = await GET(new Request(`http://localhost/api/donate/receipt?token=${approved.receiptToken.replace(`.${end}.`, '.1700000000.')}`))
    expect(expired.status).toBe(404)
  })

  it('answers 503 with a plain explanation, not an error, while Site Settings lack the charity details', async () => {
    const { POST } = await import('@/app/api/donate/route')
    const { GET } = await import('@/app/api/donate/receipt/route')
    const approved = (await (await POST(donateRequest(validFields({ donation_amount: '30' }), { ip: '10.7.0.4' }))).json()) as { receiptToken: string }
    // As on a site whose settings were never filled in (the field is required in the admin).
    await runSql(ctx.payload, sql`UPDATE site_settings SET charity_number = ''`)
    try {
      const res = await GET(new Request(`http://localhost/api/donate/receipt?token=${encodeURIComponent(approved.receiptToken)}`))
      expect(res.status).toBe(503)
      expect(await res.text()).toMatch(/Your gift is recorded, but its receipt cannot be produced right now/)
    } finally {
      await runSql(ctx.payload, sql`UPDATE site_settings SET charity_number = '12345-5555 RR0001'`)
    }
    expect((await GET(new Request(`http://localhost/api/donate/receipt?token=${encodeURIComponent(approved.receiptToken)}`))).status).toBe(200)
  })
})
