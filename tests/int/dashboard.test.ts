/**
 * The dashboard's figures, per role: donations for Finance, forms for Support, pages due for review for editors; all for administrators.
 * Databases: SQLite, PostgreSQL.
 */
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { createStaffPerRole, rest } from '../helpers/staff'

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
  // Before midnight in Vancouver, after it in UTC: yesterday's and last month's gifts for the charity.
  await gift(40, '2026-11-24T07:30:00.000Z')
  await gift(30, '2026-11-01T06:00:00.000Z')
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
})
afterAll(async () => {
  await ctx?.stop()
})

const as = (...roles: string[]) => ({ id: 1, email: 'x@example.org', roles, collection: 'users' })

describe('dashboard figures', () => {
  it('Finance gets approved donations today and this month (the charity’s day and month), failing monthly gifts and those recovered this month; nothing else', async () => {
    const { dashboardFigures } = await import('@/dashboard/figures')
    const figures = await dashboardFigures(ctx.payload, as('finance'), NOW)
    expect(Object.keys(figures)).toEqual(['donations'])
    const d = figures.donations!
    expect({ today: [d.today.count, d.today.total], month: [d.month.count, d.month.total] }).toEqual({ today: [2, 75.5], month: [4, 215.5] })
    expect([d.failingMonthlyGifts.count, d.recoveredThisMonth.count, d.blockedToday.count]).toEqual([2, 1, 1])
  })

  it('Support gets the week’s submissions per form, failed e-mails and the spam folder; nothing else', async () => {
    const { dashboardFigures } = await import('@/dashboard/figures')
    const figures = await dashboardFigures(ctx.payload, as('support'), NOW)
    expect(Object.keys(figures)).toEqual(['forms'])
    const perForm = Object.fromEntries(figures.forms!.perForm.map((f) => [f.form, f.count]))
    expect(perForm).toMatchObject({ '702': 2, '704': 1, '705': 0, '706': 0, '291': 0 })
    expect([figures.forms!.failedEmails.count, figures.forms!.inSpamFolder.count]).toEqual([1, 1])
  })

  it('editors get the pages due for review; administrators get every block', async () => {
    const { dashboardFigures } = await import('@/dashboard/figures')
    expect(await dashboardFigures(ctx.payload, as('editor'), NOW)).toEqual({ content: { pagesDueForReview: 1 } })
    const all = await dashboardFigures(ctx.payload, as('administrator'), NOW)
    expect(Object.keys(all).sort()).toEqual(['content', 'donations', 'forms'])
    expect(await dashboardFigures(ctx.payload, as(), NOW)).toEqual({})
  })
})

describe('each figure, its list and its CSV', () => {
  let staff: Awaited<ReturnType<typeof createStaffPerRole>>
  beforeAll(async () => {
    staff = await createStaffPerRole(ctx.payload)
  })

  /** The figure's admin list, read as the admin reads it (REST with the list's query, as the person), and its Download CSV. */
  async function listAndCsv(href: string, token: string) {
    const { listExportHref } = await import('@/utilities/listExportWhere')
    const url = new URL(href, 'http://localhost')
    const collection = url.pathname.replace('/admin/collections/', '')
    const list = await rest('GET', `/${collection}?${url.search.slice(1)}&limit=0&depth=0`, { token })
    expect(list.status).toBe(200)
    const docs = ((await list.json()) as { docs: { amount?: number }[] }).docs
    // The admin page hands the button its address's parameters as Next.js does: flat keys.
    const exportHref = listExportHref(collection, Object.fromEntries(url.searchParams))
    const csv = collection === 'donations' || collection === 'form-submissions' ? await rest('GET', exportHref.replace(/^\/api/, ''), { token }) : null
    const rows = csv ? (await csv.text()).trim().split('\n').length - 1 : null
    return { docs, rows, total: docs.reduce((t, d) => t + Math.round(Number(d.amount ?? 0) * 100), 0) / 100 }
  }

  it('every figure of Finance and Support opens a list of exactly as many records (and the same total), and its CSV holds exactly those', async () => {
    const { dashboardFigures } = await import('@/dashboard/figures')
    const { figureHref } = await import('@/dashboard/figureLink')
    const { donations, forms } = await dashboardFigures(ctx.payload, as('administrator'), NOW)
    const checks = [
      { name: 'approved today', figure: donations!.today, token: staff.finance.token },
      { name: 'approved this month', figure: donations!.month, token: staff.finance.token },
      { name: 'failing monthly gifts', figure: donations!.failingMonthlyGifts, token: staff.finance.token },
      { name: 'recovered this month', figure: donations!.recoveredThisMonth, token: staff.finance.token },
      { name: 'blocked today', figure: donations!.blockedToday, token: staff.finance.token },
      ...forms!.perForm.map((f) => ({ name: `form ${f.form}`, figure: f, token: staff.support.token })),
      { name: 'failed e-mails', figure: forms!.failedEmails, token: staff.support.token },
      { name: 'spam folder', figure: forms!.inSpamFolder, token: staff.support.token },
    ]
    for (const { name, figure, token } of checks) {
      const { docs, rows, total } = await listAndCsv(figureHref(figure.list), token)
      expect(docs.length, `${name}: list`).toBe(figure.count)
      if ('total' in figure) expect(total, `${name}: total`).toBe(figure.total)
      if (rows !== null) expect(rows, `${name}: CSV rows`).toBe(figure.count)
    }
    // Today and this month are two lists, not one.
    expect(figureHref(donations!.today.list)).not.toBe(figureHref(donations!.month.list))
  })

  it('an unfiltered list’s CSV holds every record of the list, the declined attempt too', async () => {
    const { docs, rows } = await listAndCsv('/admin/collections/donations?', staff.finance.token)
    expect(docs.length).toBe(7)
    expect(rows).toBe(7)
  })
})
