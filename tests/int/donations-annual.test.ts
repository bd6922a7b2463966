/**
 * Consolidated annual receipts for monthly donors: one per donor and year, idempotent, serials per year.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload

beforeAll(async () => {
  ctx = await startTestPayload()
})
afterAll(async () => {
  await ctx?.stop()
})

async function gift(email: string, amount: number, createdAt: string, status: 'approved' | 'declined' = 'approved', donationType: 'monthly' | 'single' = 'monthly') {
  const doc = await ctx.payload.create({
    collection: 'donations',
    data: { amount, donationType, status, b_fname: 'Ann', b_lname: email.split('@')[0]!, b_email: email, b_add: '1 Road', b_city: 'Victoria', b_prov: 'BC', b_pcode: 'V8V 0A0', b_country: 'Canada' },
    overrideAccess: true,
  })
  // createdAt decides the year; set it as the charge date.
  await ctx.payload.db.updateOne({ collection: 'donations', id: doc.id, data: { createdAt } })
}

describe('annual receipts', () => {
  it('issues one receipt per monthly donor for the year, once', async () => {
    const { issueAnnualReceipts } = await import('@/donations/annualReceipts')
    for (const m of ['01', '02', '12']) await gift('one@example.org', 20, `2026-${m}-15T12:00:00.000Z`)
    await gift('one@example.org', 20, '2026-03-15T12:00:00.000Z', 'declined')
    await gift('one@example.org', 20, '2027-01-15T12:00:00.000Z')
    await gift('two@example.org', 12.5, '2026-06-15T12:00:00.000Z')
    await gift('two@example.org', 50, '2026-06-20T12:00:00.000Z', 'approved', 'single')

    const first = await issueAnnualReceipts(ctx.payload, 2026)
    expect(first).toEqual({ year: 2026, created: 2, existing: 0, total: 2 })
    const again = await issueAnnualReceipts(ctx.payload, 2026)
    expect(again).toMatchObject({ created: 0, existing: 2 })

    const { docs } = await ctx.payload.find({ collection: 'annual-receipts', sort: 'serial', overrideAccess: true, depth: 0 })
    expect(docs.map((d) => d.serial)).toEqual(['A2026-0001', 'A2026-0002'])
    const one = docs.find((d) => d.b_email === 'one@example.org')!
    expect(one).toMatchObject({ amount: 60, giftCount: 3, year: 2026 })
    expect(docs.find((d) => d.b_email === 'two@example.org')).toMatchObject({ amount: 12.5, giftCount: 1 })
  })

  it('Finance endpoints: CSV export with filters, annual issue; both refuse visitors and editors', async () => {
    const { exportDonationsCsv } = await import('@/collections/Donations/exportCsv')
    const annual = ctx.payload.collections['annual-receipts'].config.endpoints
    const issue = Array.isArray(annual) ? annual.find((e) => e.path === '/issue')! : undefined
    const { createLocalReq } = await import('payload')
    const request = async (query: string, user: unknown) => {
      const req = await createLocalReq({ user: user as never }, ctx.payload)
      Object.defineProperty(req, 'searchParams', { value: new URLSearchParams(query) })
      return req
    }
    const account = await ctx.payload.create({
      collection: 'users',
      data: { email: 'finance-staff@example.org', password: 'a long test passphrase 42', roles: ['finance'] },
      overrideAccess: true,
    })
    const staff = { ...account, collection: 'users' }
    const editor = { ...account, roles: ['editor'], collection: 'users' }

    expect((await exportDonationsCsv.handler(await request('', null))).status).toBe(401)
    expect((await exportDonationsCsv.handler(await request('', editor))).status).toBe(403)
    const res = await exportDonationsCsv.handler(await request('from=2026-01-01&to=2026-12-31&status=approved&type=monthly', staff))
    expect(res.headers.get('content-type')).toContain('text/csv')
    const lines = (await res.text()).trim().split('\r\n')
    expect(lines).toHaveLength(1 + 4) // header + four approved monthly gifts in 2026
    expect(lines[0]).toContain('Receipt number')

    expect((await issue!.handler(await request('year=2026', null))).status).toBe(403)
    expect((await issue!.handler(await request('year=2026', editor))).status).toBe(403)
    expect((await issue!.handler(await request('year=abc', staff))).status).toBe(400)
    expect(await (await issue!.handler(await request('year=2026', staff))).json()).toMatchObject({ created: 0, existing: 2 })
  })
})
