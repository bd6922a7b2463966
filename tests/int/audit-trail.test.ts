/**
 * The audit trail: viewing and exporting donor data, exports of submissions and subscribers,
 * role changes, deleted accounts and spam releases each leave an entry with the time and the
 * account; only administrators read the trail; nobody edits or deletes it.
 * Databases: SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORM_IDS } from '@/forms/fields'
import type { AuditEntry } from '@/payload-types'
import type { Role } from '@/access/roles'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { createStaff, createStaffPerRole, graphql, rest, type StaffAccount } from '../helpers/staff'
import { createRecords, DONOR_EMAIL, REQUESTER_EMAIL } from '../helpers/staffFixtures'

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

async function entries(action: AuditEntry['action']): Promise<AuditEntry[]> {
  const { docs } = await ctx.payload.find({ collection: 'audit-entries', where: { action: { equals: action } }, sort: 'createdAt', depth: 0, limit: 0, overrideAccess: true })
  return docs
}

describe('donor data', () => {
  it('opening a donation and listing donations are recorded, once per read, with the account and time', async () => {
    const before = Date.now()
    expect((await rest('GET', `/donations/${records.donation.id}`, { token: staff.finance.token })).status).toBe(200)
    expect((await rest('GET', '/donations', { token: staff.finance.token })).status).toBe(200)
    const viewed = await entries('donor-data-viewed')
    expect(viewed).toHaveLength(2)
    expect(viewed[0]).toMatchObject({ account: staff.finance.id, accountEmail: staff.finance.email, targetCollection: 'donations', documentId: String(records.donation.id) })
    expect(viewed[1]!.detail).toMatch(/List of 1 record/)
    expect(Date.parse(viewed[0]!.createdAt)).toBeGreaterThanOrEqual(before - 1000)

    // An annual receipt with its donations filled in is one read of the receipt.
    await rest('GET', `/annual-receipts/${records.annual.id}?depth=1`, { token: staff.finance.token })
    const after = await entries('donor-data-viewed')
    expect(after).toHaveLength(3)
    expect(after[2]).toMatchObject({ targetCollection: 'annual-receipts', documentId: String(records.annual.id) })
  })

  it('a refused read and the server’s own reads leave no entry', async () => {
    const count = (await entries('donor-data-viewed')).length
    expect((await rest('GET', '/donations', { token: staff.editor.token })).status).toBe(403)
    await ctx.payload.find({ collection: 'donations', overrideAccess: true })
    expect(await entries('donor-data-viewed')).toHaveLength(count)
  })

  it('the donations CSV is for Finance and administrators, and each download is recorded', async () => {
    for (const who of ['editor', 'support'] as const) {
      expect((await rest('GET', '/donations/export.csv', { token: staff[who].token })).status).toBe(403)
    }
    expect((await rest('GET', '/donations/export.csv')).status).toBe(401)
    expect(await entries('donor-data-exported')).toHaveLength(0)
    const res = await rest('GET', '/donations/export.csv?status=approved', { token: staff.finance.token })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(DONOR_EMAIL)
    const exported = await entries('donor-data-exported')
    expect(exported).toHaveLength(1)
    expect(exported[0]).toMatchObject({ account: staff.finance.id, detail: '1 donations (approved)' })
  })
})

describe('form data', () => {
  it('submissions and subscribers CSVs are for Support and administrators, and recorded', async () => {
    for (const [path, action, content] of [
      ['/form-submissions/export.csv', 'submissions-exported', 'I was diagnosed last month.'],
      ['/subscribers/export.csv', 'subscribers-exported', REQUESTER_EMAIL],
    ] as const) {
      for (const who of ['editor', 'finance'] as const) expect((await rest('GET', path, { token: staff[who].token })).status).toBe(403)
      const res = await rest('GET', path, { token: staff.support.token })
      expect(res.status).toBe(200)
      expect(await res.text()).toContain(content)
      const [entry] = await entries(action)
      expect(entry).toMatchObject({ account: staff.support.id, accountEmail: staff.support.email })
    }
  })

  it('releasing a post from the spam folder is recorded and queues its e-mail', async () => {
    const res = await rest('PATCH', `/form-submissions/${records.spam.id}`, { token: staff.support.token, body: { deliveryStatus: 'queued' } })
    expect(res.status).toBe(200)
    const [entry] = await entries('spam-released')
    expect(entry).toMatchObject({ account: staff.support.id, targetCollection: 'form-submissions', documentId: String(records.spam.id) })
    const jobs = await ctx.payload.count({ collection: 'payload-jobs', overrideAccess: true })
    expect(jobs.totalDocs).toBeGreaterThan(0)
    // Which form it came through stays as it was.
    const before = (await ctx.payload.findByID({ collection: 'form-submissions', id: records.spam.id, overrideAccess: true, depth: 0 })).form
    const other = Object.values(FORM_IDS).find((id) => id !== before)!
    await rest('PATCH', `/form-submissions/${records.spam.id}`, { token: staff.support.token, body: { form: other } })
    expect((await ctx.payload.findByID({ collection: 'form-submissions', id: records.spam.id, overrideAccess: true, depth: 0 })).form).toBe(before)
  })
})

describe('accounts', () => {
  it('role changes and deleted accounts are recorded with before and after', async () => {
    await rest('PATCH', `/users/${staff.editor.id}`, { token: staff.administrator.token, body: { roles: ['editor', 'support'] } })
    const [changed] = await entries('roles-changed')
    expect(changed).toMatchObject({ account: staff.administrator.id, documentId: String(staff.editor.id), detail: 'editor@example.org: editor → editor, support' })
    // A change that leaves the roles alone is not a role change.
    await rest('PATCH', `/users/${staff.editor.id}`, { token: staff.administrator.token, body: { name: 'Renamed' } })
    expect(await entries('roles-changed')).toHaveLength(1)

    const temp = await createStaff(ctx.payload, 'temp', ['support'])
    expect((await rest('DELETE', `/users/${temp.id}`, { token: staff.administrator.token })).status).toBe(200)
    const [deleted] = await entries('account-deleted')
    expect(deleted).toMatchObject({ account: staff.administrator.id, detail: 'temp@example.org (support)' })
  })
})

describe('the trail itself', () => {
  it('only administrators read it', async () => {
    expect((await rest('GET', '/audit-entries', { token: staff.administrator.token })).status).toBe(200)
    for (const who of ['editor', 'finance', 'support'] as const) {
      expect((await rest('GET', '/audit-entries', { token: staff[who].token })).status).toBe(403)
      expect((await graphql('{ AuditEntries { docs { id } } }', staff[who].token)).errors?.[0]?.message).toMatch(/not allowed/i)
    }
  })

  it('nobody, not even an administrator, adds, edits or deletes an entry', async () => {
    const [entry] = (await ctx.payload.find({ collection: 'audit-entries', limit: 1, overrideAccess: true })).docs
    for (const who of ['administrator', 'finance'] as const) {
      const token = staff[who].token
      expect((await rest('PATCH', `/audit-entries/${entry!.id}`, { token, body: { detail: 'edited' } })).status).toBe(403)
      expect((await rest('DELETE', `/audit-entries/${entry!.id}`, { token })).status).toBe(403)
      expect((await rest('POST', '/audit-entries', { token, body: { action: 'roles-changed' } })).status).toBe(403)
      expect((await graphql(`mutation { deleteAuditEntry(id: ${entry!.id}) { id } }`, token)).errors?.[0]?.message).toMatch(/not allowed/i)
    }
    const still = await ctx.payload.findByID({ collection: 'audit-entries', id: entry!.id, overrideAccess: true })
    expect(still.detail).toBe(entry!.detail)
  })
})
