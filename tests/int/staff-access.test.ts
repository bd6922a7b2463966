/**
 * Who may read and change what, per role and per collection, over REST and GraphQL through the
 * site's own route handlers: allowed where the README's table says, refused elsewhere; donor
 * fields stay hidden from editors even through a relationship; only administrators manage
 * accounts; the last administrator cannot be removed.
 * Databases: SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { createStaff, createStaffPerRole, graphql, rest, type StaffAccount } from '../helpers/staff'
import { createRecords, DONOR_EMAIL, REQUESTER_EMAIL } from '../helpers/staffFixtures'

let ctx: TestPayload
let staff: Record<'administrator' | 'editor' | 'finance' | 'support' | 'editorSupport', StaffAccount>
let records: Awaited<ReturnType<typeof createRecords>>

beforeAll(async () => {
  ctx = await startTestPayload()
  const p = ctx.payload
  staff = {
    ...(await createStaffPerRole(p)),
    editorSupport: await createStaff(p, 'editor-support', ['editor', 'support']),
  }
  records = await createRecords(p)
})
afterAll(async () => {
  await ctx?.stop()
})

type Who = keyof typeof staff
const EVERYONE: Who[] = ['administrator', 'editor', 'finance', 'support', 'editorSupport']

/** Which accounts may list each private collection through REST and GraphQL. */
const READERS: { slug: string; graphql: string; field: string; readers: Who[] }[] = [
  { slug: 'donations', graphql: 'Donations', field: 'b_email', readers: ['administrator', 'finance'] },
  { slug: 'recurring-donations', graphql: 'RecurringDonations', field: 'b_email', readers: ['administrator', 'finance'] },
  { slug: 'annual-receipts', graphql: 'AnnualReceipts', field: 'b_email', readers: ['administrator', 'finance'] },
  { slug: 'receipt-corrections', graphql: 'ReceiptCorrections', field: 'reason', readers: ['administrator', 'finance'] },
  { slug: 'form-submissions', graphql: 'FormSubmissions', field: 'email', readers: ['administrator', 'support', 'editorSupport'] },
  { slug: 'subscribers', graphql: 'Subscribers', field: 'email', readers: ['administrator', 'support', 'editorSupport'] },
  { slug: 'outbox', graphql: 'Outboxes', field: 'to', readers: ['administrator', 'finance', 'support', 'editorSupport'] },
  { slug: 'peer-support-cases', graphql: 'PeerSupportCases', field: 'email', readers: ['administrator', 'support', 'editorSupport'] },
  { slug: 'peer-volunteers', graphql: 'PeerVolunteers', field: 'email', readers: ['administrator', 'support', 'editorSupport'] },
  { slug: 'audit-entries', graphql: 'AuditEntries', field: 'action', readers: ['administrator'] },
]

describe.each(READERS)('reading $slug', ({ slug, graphql: gqlName, field, readers }) => {
  it.each(EVERYONE)('over REST as %s', async (who) => {
    // A visitor is refused too.
    if (who === 'administrator') expect((await rest('GET', `/${slug}`)).status).toBe(403)
    const res = await rest('GET', `/${slug}?depth=0`, { token: staff[who].token })
    if (readers.includes(who)) {
      expect(res.status).toBe(200)
      const body = (await res.json()) as { docs: Record<string, unknown>[] }
      if (slug !== 'receipt-corrections' && slug !== 'audit-entries') expect(body.docs.length).toBeGreaterThan(0)
    } else {
      expect(res.status).toBe(403)
    }
  })

  it.each(EVERYONE)('over GraphQL as %s', async (who) => {
    const body = await graphql(`{ ${gqlName} { totalDocs docs { id ${field} } } }`, staff[who].token)
    if (readers.includes(who)) {
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined()
      expect(body.data?.[gqlName]).toBeTruthy()
    } else {
      expect(body.errors?.[0]?.message).toMatch(/not allowed/i)
      expect(body.data?.[gqlName] ?? null).toBeNull()
    }
  })
})

describe('donor fields', () => {
  it('Finance reads the donor’s name and e-mail over REST and GraphQL', async () => {
    const res = await rest('GET', `/donations/${records.donation.id}`, { token: staff.finance.token })
    expect(((await res.json()) as { b_email?: string }).b_email).toBe(DONOR_EMAIL)
    const body = await graphql(`{ Donation(id: ${records.donation.id}) { b_email b_lname } }`, staff.finance.token)
    expect(body.data?.Donation).toEqual({ b_email: DONOR_EMAIL, b_lname: 'Donor' })
  })

  it('an editor reaching a donation through a relationship gets its id only, over REST and GraphQL', async () => {
    // The admin marks a donation as open for editing: a record every signed-in account can read,
    // with a relationship to the donation.
    await ctx.payload.create({
      collection: 'payload-locked-documents',
      data: { document: { relationTo: 'donations', value: records.donation.id }, user: { relationTo: 'users', value: staff.finance.id } },
      overrideAccess: true,
    })
    for (const who of ['editor', 'support'] as const) {
      const res = await rest('GET', '/payload-locked-documents?depth=2', { token: staff[who].token })
      expect(res.status).toBe(200)
      const text = await res.text()
      expect(text).toContain(`"relationTo":"donations"`)
      expect(text).not.toContain(DONOR_EMAIL)
      expect(text).not.toContain('Pat')
      const lock = (JSON.parse(text) as { docs: { document: { relationTo: string; value: unknown } }[] }).docs.find(
        (d) => d.document.relationTo === 'donations',
      )
      expect(lock?.document.value).toBe(records.donation.id)
    }
    const body = await graphql(
      '{ PayloadLockedDocuments { docs { document { relationTo value { ... on Donation { id b_email b_fname } } } } } }',
      staff.editor.token,
    )
    expect(JSON.stringify(body)).not.toContain(DONOR_EMAIL)
    // Through an annual receipt's donations, GraphQL fills in the donor for Finance and refuses the editor.
    const query = `{ AnnualReceipt(id: ${records.annual.id}) { donations { id b_email } } }`
    expect(JSON.stringify(await graphql(query, staff.finance.token))).toContain(DONOR_EMAIL)
    const asEditor = await graphql(query, staff.editor.token)
    expect(asEditor.errors?.[0]?.message).toMatch(/not allowed/i)
    expect(JSON.stringify(asEditor)).not.toContain(DONOR_EMAIL)
  })

  it('an annual receipt’s donations, populated for Finance, carry the donor; the receipt is closed to support', async () => {
    const res = await rest('GET', `/annual-receipts/${records.annual.id}?depth=1`, { token: staff.finance.token })
    const receipt = (await res.json()) as { donations: { b_email?: string }[] }
    expect(receipt.donations[0]?.b_email).toBe(DONOR_EMAIL)
    expect((await rest('GET', `/annual-receipts/${records.annual.id}?depth=1`, { token: staff.support.token })).status).toBe(403)
  })

  it('a submission’s e-mail in the outbox is for Support only', async () => {
    const res = await rest('GET', `/outbox/${records.outbox.id}?depth=1`, { token: staff.support.token })
    expect(((await res.json()) as { submission: { email?: string } }).submission.email).toBe(REQUESTER_EMAIL)
    expect((await rest('GET', `/outbox/${records.outbox.id}?depth=1`, { token: staff.editor.token })).status).toBe(403)
  })
})

describe('the outbox follows the roles', () => {
  /** Which messages each account may read: a donor's e-mail is Finance's, a submission's copy Support's. */
  const SEES: Record<Who, ('donorMail' | 'outbox')[]> = {
    administrator: ['outbox', 'donorMail'],
    finance: ['donorMail'],
    support: ['outbox'],
    editorSupport: ['outbox'],
    editor: [],
  }

  it.each(EVERYONE)('%s lists only their own kind of message, over REST and GraphQL, and cannot open the other kind', async (who) => {
    const expected = SEES[who].map((k) => records[k].id).sort()
    const res = await rest('GET', '/outbox?depth=0&limit=100', { token: staff[who].token })
    if (!expected.length) {
      expect(res.status).toBe(403)
    } else {
      const listed = ((await res.json()) as { docs: { id: number }[] }).docs.map((d) => d.id).sort()
      expect(listed).toEqual(expected)
      const body = await graphql('{ Outboxes(limit: 100) { docs { id subject } } }', staff[who].token)
      expect((body.data?.Outboxes as { docs: { id: number }[] }).docs.map((d) => d.id).sort()).toEqual(expected)
    }
    for (const kind of ['donorMail', 'outbox'] as const) {
      if (SEES[who].includes(kind)) continue
      const one = await rest('GET', `/outbox/${records[kind].id}?depth=0`, { token: staff[who].token })
      expect([403, 404]).toContain(one.status)
      expect(await one.text()).not.toContain(records[kind].subject)
      const body = await graphql(`{ Outbox(id: ${records[kind].id}) { subject text } }`, staff[who].token)
      expect(JSON.stringify(body.data ?? {})).not.toContain(records[kind].subject)
      // Nor may they delete it.
      expect((await rest('DELETE', `/outbox/${records[kind].id}`, { token: staff[who].token })).status).not.toBe(200)
    }
  })
})

describe('content', () => {
  it.each(EVERYONE)('%s reads published pages; only editors and administrators see drafts', async (who) => {
    const res = await rest('GET', '/pages?draft=true&depth=0&limit=100', { token: staff[who].token })
    expect(res.status).toBe(200)
    const titles = ((await res.json()) as { docs: { title: string }[] }).docs.map((d) => d.title)
    expect(titles).toContain('Staff test page')
    const editor = ['administrator', 'editor', 'editorSupport'].includes(who)
    expect(titles.includes('Staff draft page')).toBe(editor)
  })

  it.each(EVERYONE)('%s may change a page only as an editor or administrator (REST and GraphQL)', async (who) => {
    const allowed = ['administrator', 'editor', 'editorSupport'].includes(who)
    const res = await rest('PATCH', `/pages/${records.page.id}`, { token: staff[who].token, body: { title: `Staff test page` } })
    expect(res.status).toBe(allowed ? 200 : 403)
    const body = await graphql(`mutation { updatePage(id: ${records.page.id}, data: { title: "Staff test page" }) { id } }`, staff[who].token)
    if (allowed) expect(body.errors, JSON.stringify(body.errors)).toBeUndefined()
    else expect(body.errors?.[0]?.message).toMatch(/not allowed/i)
  })

  it.each(EVERYONE)('%s changes the menu only as an editor; donation settings only as Finance; form settings only as Support', async (who) => {
    const expectations: [string, Who[]][] = [
      ['navigation', ['administrator', 'editor', 'editorSupport']],
      ['donation-settings', ['administrator', 'finance']],
      ['form-settings', ['administrator', 'support', 'editorSupport']],
    ]
    for (const [slug, allowed] of expectations) {
      // Send back what is stored, so that only the right to save is in question.
      const current = await ctx.payload.findGlobal({ slug: slug as 'navigation', depth: 0, overrideAccess: true })
      const res = await rest('POST', `/globals/${slug}`, { token: staff[who].token, body: current })
      expect(res.status, `${who} → ${slug}`).toBe(allowed.includes(who) ? 200 : 403)
    }
  })

  it('form recipients’ e-mail addresses are hidden from staff outside Support', async () => {
    await ctx.payload.updateGlobal({ slug: 'form-settings', data: { recipients: [{ form: '702', email: 'peer@example.org' }] }, overrideAccess: true })
    const asEditor = await (await rest('GET', '/globals/form-settings', { token: staff.editor.token })).text()
    expect(asEditor).not.toContain('peer@example.org')
    const asSupport = await (await rest('GET', '/globals/form-settings', { token: staff.support.token })).text()
    expect(asSupport).toContain('peer@example.org')
  })
})

describe('accounts', () => {
  it('each non-administrator lists only their own account; administrators list all', async () => {
    for (const who of ['editor', 'finance', 'support'] as const) {
      const body = (await (await rest('GET', '/users', { token: staff[who].token })).json()) as { docs: { email: string }[] }
      expect(body.docs.map((d) => d.email)).toEqual([staff[who].email])
    }
    const all = (await (await rest('GET', '/users?limit=50', { token: staff.administrator.token })).json()) as { totalDocs: number }
    expect(all.totalDocs).toBeGreaterThanOrEqual(5)
    const gql = await graphql('{ Users { docs { email } } }', staff.editor.token)
    expect((gql.data?.Users as { docs: unknown[] }).docs).toEqual([{ email: staff.editor.email }])
  })

  it('only administrators create or delete accounts, or change another account', async () => {
    for (const who of ['editor', 'finance', 'support'] as const) {
      const created = await rest('POST', '/users', { token: staff[who].token, body: { email: `made-by-${who}@example.org`, password: 'a long test passphrase 42', roles: ['administrator'] } })
      expect(created.status).toBe(403)
      expect((await rest('DELETE', `/users/${staff.administrator.id}`, { token: staff[who].token })).status).toBe(403)
      const other = await rest('PATCH', `/users/${staff.administrator.id}`, { token: staff[who].token, body: { name: 'Taken over' } })
      expect(other.status).toBe(403)
      expect((await ctx.payload.findByID({ collection: 'users', id: staff.administrator.id, overrideAccess: true })).name).toBe('admin')
      const gql = await graphql(`mutation { createUser(data: { email: "gql-${who}@example.org", password: "a long test passphrase 42", roles: [administrator] }) { id } }`, staff[who].token)
      expect(gql.errors?.[0]?.message).toMatch(/not allowed/i)
    }
    const made = await rest('POST', '/users', {
      token: staff.administrator.token,
      body: { email: 'new-editor@example.org', password: 'a long test passphrase 42', roles: ['editor'] },
    })
    expect(made.status).toBe(201)
  })

  it('nobody but an administrator changes roles, even their own', async () => {
    const res = await rest('PATCH', `/users/${staff.editor.id}`, { token: staff.editor.token, body: { name: 'Still an editor', roles: ['administrator'] } })
    expect(res.status).toBe(200)
    const me = await ctx.payload.findByID({ collection: 'users', id: staff.editor.id, overrideAccess: true })
    expect(me.name).toBe('Still an editor')
    expect(me.roles).toEqual(['editor'])
    const gql = await graphql(`mutation { updateUser(id: ${staff.finance.id}, data: { roles: [administrator] }) { roles } }`, staff.finance.token)
    expect(JSON.stringify(gql)).not.toContain('administrator')

    const byAdmin = await rest('PATCH', `/users/${staff.support.id}`, { token: staff.administrator.token, body: { roles: ['support', 'finance'] } })
    expect(byAdmin.status).toBe(200)
    expect((await ctx.payload.findByID({ collection: 'users', id: staff.support.id, overrideAccess: true })).roles).toEqual(['support', 'finance'])
    await rest('PATCH', `/users/${staff.support.id}`, { token: staff.administrator.token, body: { roles: ['support'] } })
  })

  it('an account needs at least one role', async () => {
    const res = await rest('PATCH', `/users/${staff.support.id}`, { token: staff.administrator.token, body: { roles: [] } })
    expect(res.status).toBe(400)
  })

  it('the last administrator can neither lose the role nor be deleted; with a second one, either may go', async () => {
    const admin = staff.administrator
    const demote = await rest('PATCH', `/users/${admin.id}`, { token: admin.token, body: { roles: ['editor'] } })
    expect(demote.status).toBe(400)
    expect(JSON.stringify(await demote.json())).toMatch(/last administrator/)
    const del = await rest('DELETE', `/users/${admin.id}`, { token: admin.token })
    expect(del.status).toBe(400)
    expect((await ctx.payload.findByID({ collection: 'users', id: admin.id, overrideAccess: true })).roles).toEqual(['administrator'])

    const second = await createStaff(ctx.payload, 'second-admin', ['administrator'])
    const demoted = await rest('PATCH', `/users/${second.id}`, { token: admin.token, body: { roles: ['editor'] } })
    expect(demoted.status).toBe(200)
    // Now the first is the only one again.
    expect((await rest('DELETE', `/users/${admin.id}`, { token: second.token })).status).toBe(403)
    expect((await rest('DELETE', `/users/${admin.id}`, { token: admin.token })).status).toBe(400)
  })
})
