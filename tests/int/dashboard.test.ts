/**
 * The dashboard's figures, per role: donations for Finance, forms for Support, pages due for review for editors; all for administrators.
 * Databases: SQLite, PostgreSQL.
 */
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
const NOW = new Date('2026-11-24T18:00:00.000Z')
const at = (iso: string) => ({ createdAt: iso })

beforeAll(async () => {
  ctx = await startTestPayload()
  const o = { overrideAccess: true, depth: 0 } as const
  const gift = (amount: number, createdAt: string, status = 'approved') =>
    ctx.payload.create({ collection: 'donations', data: { amount, donationType: 'single', status: status as 'approved', idempotencyKey: crypto.randomUUID(), ...at(createdAt) }, ...o })
  await gift(50, '2026-11-24T09:00:00.000Z')
  await gift(25.5, '2026-11-24T17:59:00.000Z')
  await gift(99, '2026-11-24T10:00:00.000Z', 'declined')
  await gift(100, '2026-11-02T10:00:00.000Z')
  await gift(70, '2026-10-31T23:00:00.000Z')
  for (const status of ['failing', 'failing', 'active'] as const) {
    await ctx.payload.create({ collection: 'recurring-donations', data: { amount: 10, status, gateway: 'moneris', token: crypto.randomUUID() }, ...o })
  }
  // Failing gifts recovered by a donor's new card: one this month, one last month.
  for (const recoveredAt of ['2026-11-05T10:00:00.000Z', '2026-10-20T10:00:00.000Z']) {
    await ctx.payload.create({ collection: 'recurring-donations', data: { amount: 10, status: 'active', gateway: 'test', token: crypto.randomUUID(), recoveredAt }, ...o })
  }
  // Blocked donation attempts: one today, one yesterday.
  await ctx.payload.create({ collection: 'blocked-donation-attempts', data: { reason: 'card-declines', addressHash: 'a1', ...at('2026-11-24T09:00:00.000Z') }, ...o })
  await ctx.payload.create({ collection: 'blocked-donation-attempts', data: { reason: 'card-declines', addressHash: 'a2', ...at('2026-11-23T09:00:00.000Z') }, ...o })
  const post = (form: string, deliveryStatus: string, createdAt: string) =>
    ctx.payload.create({ collection: 'form-submissions', data: { form: form as '702', fields: {}, deliveryStatus: deliveryStatus as 'sent', ...at(createdAt) }, ...o })
  await post('702', 'sent', '2026-11-23T10:00:00.000Z')
  await post('702', 'failed', '2026-11-20T10:00:00.000Z')
  await post('702', 'sent', '2026-11-01T10:00:00.000Z') // older than a week
  await post('704', 'spam', '2026-11-24T10:00:00.000Z')
  await post('704', 'sent', '2026-11-24T11:00:00.000Z')
  const page = (title: string, lastReviewed?: string) =>
    ctx.payload.create({ collection: 'pages', data: { title, slug: title.toLowerCase().replace(/ /g, '-'), _status: 'published', lastReviewed }, ...o, context: { disableRevalidate: true } })
  await page('Old review', '2025-06-01T00:00:00.000Z')
  await page('Recent review', '2026-09-01T00:00:00.000Z')
  await page('Never reviewed')
}, 120_000)
afterAll(async () => {
  await ctx?.stop()
})

const as = (...roles: string[]) => ({ id: 1, email: 'x@example.org', roles, collection: 'users' })

describe('dashboard figures', () => {
  it('Finance gets approved donations today and this month, failing monthly gifts and those recovered this month; nothing else', async () => {
    const { dashboardFigures } = await import('@/dashboard/figures')
    const figures = await dashboardFigures(ctx.payload, as('finance'), NOW)
    expect(figures).toEqual({
      donations: { today: { count: 2, total: 75.5 }, month: { count: 3, total: 175.5 }, failingMonthlyGifts: 2, recoveredThisMonth: 1, blockedToday: 1 },
    })
  })

  it('Support gets the week’s submissions per form, failed e-mails and the spam folder; nothing else', async () => {
    const { dashboardFigures } = await import('@/dashboard/figures')
    const figures = await dashboardFigures(ctx.payload, as('support'), NOW)
    expect(Object.keys(figures)).toEqual(['forms'])
    const perForm = Object.fromEntries(figures.forms!.perForm.map((f) => [f.form, f.count]))
    expect(perForm).toMatchObject({ '702': 2, '704': 1, '705': 0, '706': 0, '291': 0 })
    expect(figures.forms).toMatchObject({ failedEmails: 1, inSpamFolder: 1 })
  })

  it('editors get the pages due for review; administrators get every block', async () => {
    const { dashboardFigures } = await import('@/dashboard/figures')
    expect(await dashboardFigures(ctx.payload, as('editor'), NOW)).toEqual({ content: { pagesDueForReview: 1 } })
    const all = await dashboardFigures(ctx.payload, as('administrator'), NOW)
    expect(Object.keys(all).sort()).toEqual(['content', 'donations', 'forms'])
    expect(await dashboardFigures(ctx.payload, as(), NOW)).toEqual({})
  })
})
