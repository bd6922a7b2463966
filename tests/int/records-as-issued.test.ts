/**
 * Donations and issued receipts stay as they were issued: no role edits or deletes them over
 * REST or GraphQL; a correction is a new void or replacement record that keeps the original
 * visible; a monthly gift is cancelled (who and when are kept), never deleted.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '@/access/roles'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { createStaffPerRole, graphql, rest, type StaffAccount } from '../helpers/staff'
import { createRecords } from '../helpers/staffFixtures'

let ctx: TestPayload
let staff: Record<Role, StaffAccount>
let records: Awaited<ReturnType<typeof createRecords>>

beforeAll(async () => {
  ctx = await startTestPayload()
  staff = await createStaffPerRole(ctx.payload)
  records = await createRecords(ctx.payload)
})
afterAll(async () => {
  await ctx?.stop()
})

const ROLES = ['administrator', 'editor', 'finance', 'support'] as const

describe('donations and issued receipts', () => {
  it.each(ROLES)('%s can neither edit nor delete a donation or an annual receipt (REST and GraphQL)', async (who) => {
    const token = staff[who].token
    const { donation, annual } = records
    expect((await rest('PATCH', `/donations/${donation.id}`, { token, body: { amount: 5, b_email: 'x@example.org' } })).status).toBe(403)
    expect((await rest('DELETE', `/donations/${donation.id}`, { token })).status).toBe(403)
    expect((await rest('POST', '/donations', { token, body: { amount: 5, donationType: 'single', status: 'approved' } })).status).toBe(403)
    expect((await rest('PATCH', `/annual-receipts/${annual.id}`, { token, body: { amount: 1 } })).status).toBe(403)
    expect((await rest('DELETE', `/annual-receipts/${annual.id}`, { token })).status).toBe(403)
    // Updates and deletes by query are refused as well.
    expect((await rest('PATCH', `/donations?where[id][equals]=${donation.id}`, { token, body: { amount: 5 } })).status).toBe(403)

    for (const mutation of [
      `mutation { updateDonation(id: ${donation.id}, data: { amount: 5 }) { id } }`,
      `mutation { deleteDonation(id: ${donation.id}) { id } }`,
      `mutation { updateAnnualReceipt(id: ${annual.id}, data: { amount: 1 }) { id } }`,
      `mutation { deleteAnnualReceipt(id: ${annual.id}) { id } }`,
    ]) {
      const body = await graphql(mutation, token)
      expect(body.errors?.[0]?.message, mutation).toMatch(/not allowed/i)
    }
    const stored = await ctx.payload.findByID({ collection: 'donations', id: donation.id, overrideAccess: true })
    expect(stored).toMatchObject({ amount: 50, receiptNumber: 1001, b_email: donation.b_email })
    const receipt = await ctx.payload.findByID({ collection: 'annual-receipts', id: annual.id, overrideAccess: true })
    expect(receipt.amount).toBe(240)
  })
})

describe('receipt corrections', () => {
  it('Finance voids a receipt with a reason: a new record, the donation unchanged and showing it', async () => {
    const res = await rest('POST', '/receipt-corrections?depth=0', {
      token: staff.finance.token,
      body: { kind: 'void', donation: records.donation.id, reason: 'The cheque bounced; the gift was refunded.' },
    })
    expect(res.status).toBe(201)
    const { doc } = (await res.json()) as { doc: { originalSerial: string; replacementSerial: string | null; issuedBy: number } }
    expect(doc).toMatchObject({ originalSerial: '1001', replacementSerial: null, issuedBy: staff.finance.id })

    const donation = (await (await rest('GET', `/donations/${records.donation.id}?depth=0`, { token: staff.finance.token })).json()) as {
      receiptNumber: number
      amount: number
      corrections: { docs: unknown[] }
    }
    expect(donation.receiptNumber).toBe(1001)
    expect(donation.amount).toBe(50)
    expect(donation.corrections.docs).toHaveLength(1)

    const again = await rest('POST', '/receipt-corrections', {
      token: staff.finance.token,
      body: { kind: 'replacement', donation: records.donation.id, reason: 'Trying after the void', replacementAmount: 40 },
    })
    expect(again.status).toBe(400)
    expect(JSON.stringify(await again.json())).toMatch(/already void/)
  })

  it('a replacement gets a new serial naming the original; the amount and reason are required', async () => {
    const body = (extra: object) => ({ kind: 'replacement', annualReceipt: records.annual.id, reason: 'The donor’s name was misspelled.', ...extra })
    expect((await rest('POST', '/receipt-corrections', { token: staff.finance.token, body: body({}) })).status).toBe(400)
    expect((await rest('POST', '/receipt-corrections', { token: staff.finance.token, body: body({ replacementAmount: 240, reason: '' }) })).status).toBe(400)
    expect(
      (await rest('POST', '/receipt-corrections', { token: staff.finance.token, body: body({ replacementAmount: 240, donation: records.donation.id }) })).status,
    ).toBe(400)
    const first = await rest('POST', '/receipt-corrections', { token: staff.finance.token, body: body({ replacementAmount: 240 }) })
    expect(first.status).toBe(201)
    expect(((await first.json()) as { doc: { replacementSerial: string } }).doc.replacementSerial).toBe('A2025-0001-R1')
    const second = await rest('POST', '/receipt-corrections', { token: staff.administrator.token, body: body({ replacementAmount: 230 }) })
    expect(((await second.json()) as { doc: { replacementSerial: string } }).doc.replacementSerial).toBe('A2025-0001-R2')
    const receipt = await ctx.payload.findByID({ collection: 'annual-receipts', id: records.annual.id, overrideAccess: true })
    expect(receipt.serial).toBe('A2025-0001')
    expect(receipt.amount).toBe(240)
  })

  it.each(ROLES)('a correction, once made, is not edited or deleted by %s; only Finance and administrators make one', async (who) => {
    const [correction] = (await ctx.payload.find({ collection: 'receipt-corrections', limit: 1, overrideAccess: true })).docs
    const token = staff[who].token
    expect((await rest('PATCH', `/receipt-corrections/${correction!.id}`, { token, body: { reason: 'Changed my mind' } })).status).toBe(403)
    expect((await rest('DELETE', `/receipt-corrections/${correction!.id}`, { token })).status).toBe(403)
    const gql = await graphql(`mutation { deleteReceiptCorrection(id: ${correction!.id}) { id } }`, token)
    expect(gql.errors?.[0]?.message).toMatch(/not allowed/i)
    if (who === 'editor' || who === 'support') {
      const made = await rest('POST', '/receipt-corrections', { token, body: { kind: 'void', annualReceipt: records.annual.id, reason: 'Not my job at all' } })
      expect(made.status).toBe(403)
    }
  })
})

describe('monthly gifts', () => {
  it.each(ROLES)('%s cannot delete a monthly gift', async (who) => {
    expect((await rest('DELETE', `/recurring-donations/${records.recurring.id}`, { token: staff[who].token })).status).toBe(403)
    const gql = await graphql(`mutation { deleteRecurringDonation(id: ${records.recurring.id}) { id } }`, staff[who].token)
    expect(gql.errors?.[0]?.message).toMatch(/not allowed/i)
  })

  it('editors and Support cannot touch one; Finance changes nothing but its cancellation', async () => {
    for (const who of ['editor', 'support'] as const) {
      expect((await rest('PATCH', `/recurring-donations/${records.recurring.id}`, { token: staff[who].token, body: { status: 'cancelled' } })).status).toBe(403)
    }
    const edit = await rest('PATCH', `/recurring-donations/${records.recurring.id}`, { token: staff.finance.token, body: { amount: 5, token: 'other' } })
    expect(edit.status).toBe(200)
    const unchanged = await ctx.payload.findByID({ collection: 'recurring-donations', id: records.recurring.id, overrideAccess: true })
    expect(unchanged).toMatchObject({ amount: 20, token: 'vault-token-1', status: 'active' })
    const failing = await rest('PATCH', `/recurring-donations/${records.recurring.id}`, { token: staff.finance.token, body: { status: 'failing' } })
    expect(failing.status).toBe(400)
  })

  it('Finance cancels it: who and when are kept, the audit trail has it, and it cannot be restarted', async () => {
    const before = Date.now()
    const res = await rest('PATCH', `/recurring-donations/${records.recurring.id}`, {
      token: staff.finance.token,
      body: { status: 'cancelled', cancellationReason: 'The donor asked by telephone.', amount: 1 },
    })
    expect(res.status).toBe(200)
    const gift = await ctx.payload.findByID({ collection: 'recurring-donations', id: records.recurring.id, depth: 0, overrideAccess: true })
    expect(gift).toMatchObject({ status: 'cancelled', amount: 20, cancelledBy: staff.finance.id, cancellationReason: 'The donor asked by telephone.' })
    expect(Date.parse(gift.cancelledAt!)).toBeGreaterThanOrEqual(before - 1000)

    const audit = await ctx.payload.find({ collection: 'audit-entries', where: { action: { equals: 'monthly-gift-cancelled' } }, depth: 0, overrideAccess: true })
    expect(audit.docs).toHaveLength(1)
    expect(audit.docs[0]).toMatchObject({ account: staff.finance.id, accountEmail: staff.finance.email, documentId: String(records.recurring.id) })

    const restart = await rest('PATCH', `/recurring-donations/${records.recurring.id}`, { token: staff.administrator.token, body: { status: 'active' } })
    expect(restart.status).toBe(400)
    expect((await ctx.payload.findByID({ collection: 'recurring-donations', id: records.recurring.id, overrideAccess: true })).status).toBe('cancelled')
  })
})
