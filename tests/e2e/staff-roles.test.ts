/**
 * Each demo account signs in to the admin through its form (Administrator and Finance land on the
 * admin's two-factor page and give their code) and sees only its own collections in the menu
 * and its own part of the day's work on the dashboard, its figures labelled and linked to lists
 * filtered as counted. axe checks the two-factor page and the dashboard's own section (the rest
 * of the admin is Payload's). The sign-in page names the charity, not Payload.
 */
import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { closeBrowser, DESKTOP, getBrowser, signInToAdmin, siteUrl, workerSite } from '../helpers/browser'
import { expectNoAxeViolations } from '../helpers/axe'
import { DEMO_ACCOUNTS } from '../../src/seed/users'
import { tokenFields } from '../helpers/cardFrame'
import { newKey } from '../helpers/donations'

afterAll(async () => {
  await closeBrowser()
})

type Case = {
  email: string
  /** A private collection the role may not read through the API. */
  forbidden?: string
  twoFactor: boolean
  sees: string[]
  hidden: string[]
  dashboard: string[]
}

const CASES: Record<string, Case> = {
  administrator: {
    email: 'admin@example.org',
    twoFactor: true,
    sees: ['pages', 'donations', 'form-submissions', 'subscribers', 'users', 'audit-entries', 'receipt-corrections'],
    hidden: [],
    dashboard: ['dashboard-donations', 'dashboard-forms', 'dashboard-content'],
  },
  editor: {
    email: 'editor@example.org',
    forbidden: 'donations',
    twoFactor: false,
    sees: ['pages', 'media', 'news-posts', 'redirects'],
    hidden: ['donations', 'recurring-donations', 'annual-receipts', 'form-submissions', 'subscribers', 'outbox', 'audit-entries', 'tribute-cards'],
    dashboard: ['dashboard-content'],
  },
  finance: {
    email: 'finance@example.org',
    forbidden: 'form-submissions',
    twoFactor: true,
    sees: ['donations', 'recurring-donations', 'annual-receipts', 'receipt-corrections', 'tribute-cards', 'outbox'],
    hidden: ['pages', 'media', 'form-submissions', 'subscribers', 'audit-entries'],
    dashboard: ['dashboard-donations'],
  },
  support: {
    email: 'support@example.org',
    forbidden: 'donations',
    twoFactor: false,
    sees: ['form-submissions', 'subscribers', 'outbox', 'tribute-cards'],
    hidden: ['pages', 'media', 'donations', 'recurring-donations', 'annual-receipts', 'audit-entries'],
    dashboard: ['dashboard-forms'],
  },
}
const ALL_BLOCKS = ['dashboard-donations', 'dashboard-forms', 'dashboard-content']

async function menuCollections(page: Page): Promise<string[]> {
  const hrefs = await page.locator('nav a[href*="/admin/collections/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  return [...new Set(hrefs.map((h) => h.replace(/^.*\/admin\/collections\//, '').split(/[/?]/)[0]!))]
}

describe('the admin by role', () => {
  it('covers every demo role', () => {
    expect(DEMO_ACCOUNTS.map((a) => a.role).sort()).toEqual(Object.keys(CASES).sort())
  })

  it.each(Object.entries(CASES))('%s sees only its collections and its dashboard', async (role, c) => {
    const demo = workerSite().demoAdmin
    expect(demo, 'scripts/prepare.ts reported the demo accounts').toBeTruthy()
    const browser = await getBrowser()
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: siteUrl('/') })
    try {
      const page = await context.newPage()
      await signInToAdmin(page, { email: c.email, password: demo!.password }, {
        twoFactor: c.twoFactor,
        onCodePage: async (codePage) => {
          expect(await codePage.locator('h1').innerText()).toMatch(/Two-factor sign-in/i)
          // The code field has focus once set up: the keyboard types straight into it.
          if (!(await codePage.getByTestId('totp-key').count())) await expect.poll(() => codePage.evaluate(() => document.activeElement?.id)).toBe('code')
          // Part of the admin: the sign-in page's template, not the public site's header, footer and newsletter form.
          expect(await codePage.locator('.template-minimal').count()).toBe(1)
          expect(await codePage.locator('header, footer').count()).toBe(0)
          expect(await codePage.locator('body').innerText()).not.toMatch(/newsletter|no nav groups/i)
          await expectNoAxeViolations(codePage)
        },
      })
      await page.goto(siteUrl('/admin'), { waitUntil: 'load' })
      await page.locator('nav a[href*="/admin/collections/"]').first().waitFor({ state: 'attached', timeout: 60_000 })
      const menu = await menuCollections(page)
      for (const slug of c.sees) expect(menu, `${role} sees ${slug}`).toContain(slug)
      for (const slug of c.hidden) expect(menu, `${role} does not see ${slug}`).not.toContain(slug)

      await page.locator('.staff-dashboard').waitFor({ state: 'visible', timeout: 30_000 })
      for (const block of ALL_BLOCKS) {
        expect(await page.getByTestId(block).count(), `${role}: ${block}`).toBe(c.dashboard.includes(block) ? 1 : 0)
      }
      expect(await page.getByTestId('two-factor-needed').count()).toBe(0)
      await expectNoAxeViolations(page, { include: '.staff-dashboard' })
      // Figures say what they count: "1,480 gifts · $51,200.00 approved today", each a link to its filtered list.
      if (c.dashboard.includes('dashboard-donations')) {
        const today = page.getByTestId('donations-today')
        expect(await today.innerText()).toMatch(/^[\d,]+ gifts? · \$[\d,]+\.\d\d approved today$/)
        const href = (await today.locator('a').getAttribute('href')) ?? ''
        expect(decodeURIComponent(href)).toMatch(/where\[and\]\[0\]\[status\]\[equals\]=approved/)
        expect(decodeURIComponent(href)).toMatch(/\[createdAt\]\[greater_than_equal\]=\d{4}-\d\d-\d\dT0[78]:00:00\.000Z/)
        expect(href).not.toBe(await page.getByTestId('donations-month').locator('a').getAttribute('href'))
        // Fundraising pages and donors' messages of the last 7 days, for moderation.
        const pagesFigure = page.getByTestId('fundraising-new-pages')
        expect(await pagesFigure.innerText()).toMatch(/^[\d,]+ new fundraising pages?$/)
        expect(decodeURIComponent((await pagesFigure.locator('a').getAttribute('href')) ?? '')).toMatch(/^\/admin\/collections\/fundraisers\?.*\[createdAt\]\[greater_than_equal\]=\d{4}-/)
        expect(await page.getByTestId('fundraising-new-messages').innerText()).toMatch(/^[\d,]+ donors?’s? messages? on fundraising pages$/)
        // The Donations list shows receipt numbers as printed and says nothing about gifts that need no review.
        // A gift of its own first, made as the donation form makes it (same-origin, from this page).
        const fields = await tokenFields(workerSite().cardFrameUrl, siteUrl('/'), { b_email: `${role}.list@example.org` })
        const approved = await page.evaluate(async ({ fields, key }) => {
          const form = new FormData()
          for (const [k, v] of Object.entries(fields)) form.append(k, v)
          const res = await fetch('/api/donate', { method: 'POST', body: form, headers: { 'X-Requested-With': 'XMLHttpRequest', 'Idempotency-Key': key } })
          return ((await res.json()) as { id?: number }).id
        }, { fields, key: newKey() })
        expect(approved).toBeGreaterThan(0)
        await page.goto(siteUrl('/admin/collections/donations'), { waitUntil: 'load' })
        const table = page.locator('.table table')
        await table.waitFor({ state: 'visible', timeout: 60_000 })
        const text = await table.innerText()
        expect(text).toContain(`PCF-${String(approved).padStart(6, '0')}`)
        expect(text).not.toMatch(/\bfalse\b/)
      }

      // A collection outside the role is refused by the server too, not only left out of the menu.
      const forbidden = c.forbidden
      if (forbidden) {
        const res = await page.request.get(siteUrl(`/api/${forbidden}?limit=1`))
        expect(res.status(), `${role} reading /api/${forbidden}`).toBe(403)
      }
    } finally {
      await context.close()
    }
  })

  it('the sign-in page names the charity, not Payload', async () => {
    const browser = await getBrowser()
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: siteUrl('/') })
    try {
      const page = await context.newPage()
      await page.goto(siteUrl('/admin/login'), { waitUntil: 'load' })
      await page.locator('.charity-admin-logo').waitFor({ state: 'visible', timeout: 60_000 })
      expect(await page.locator('.charity-admin-logo').innerText()).toContain('Coastal Prostate Cancer Foundation')
      const head = await page.evaluate(() => [document.title, ...[...document.querySelectorAll('meta, link[rel~="icon"]')].map((m) => m.outerHTML)].join('\n'))
      expect(`${head}\n${await page.locator('body').innerText()}`).not.toMatch(/payload/i)
    } finally {
      await context.close()
    }
  })

  it('Finance’s password alone lands on the admin’s two-factor page, and the roles open nothing', async () => {
    const demo = workerSite().demoAdmin
    const browser = await getBrowser()
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: siteUrl('/') })
    try {
      const page = await context.newPage()
      await signInToAdmin(page, { email: 'finance@example.org', password: demo!.password }, { twoFactor: false })
      await page.goto(siteUrl('/admin'), { waitUntil: 'load' })
      await page.waitForURL((url) => url.pathname === '/admin/two-factor', { timeout: 60_000 })
      await page.locator('#code').waitFor({ state: 'visible', timeout: 30_000 })
      expect(await page.locator('body').innerText()).not.toMatch(/no nav groups|newsletter/i)
      expect(await page.locator('header, footer').count()).toBe(0)
      expect((await page.request.get(siteUrl('/api/donations?limit=1'))).status()).toBe(403)
      await expectNoAxeViolations(page)
    } finally {
      await context.close()
    }
  })
})
