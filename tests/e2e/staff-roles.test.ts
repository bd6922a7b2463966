/**
 * Each demo account signs in to the admin through its form (Administrator and Finance also give
 * their two-factor code on /staff/two-factor) and sees only its own collections in the menu
 * and its own part of the day's work on the dashboard. axe checks the two-factor page and the
 * dashboard's own section (the rest of the admin is Payload's).
 */
import { afterAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { closeBrowser, DESKTOP, getBrowser, signInToAdmin, siteUrl } from '../helpers/browser'
import { expectNoAxeViolations } from '../helpers/axe'
import { DEMO_ACCOUNTS } from '../../src/seed/users'

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
    sees: ['donations', 'recurring-donations', 'annual-receipts', 'receipt-corrections', 'tribute-cards'],
    hidden: ['pages', 'media', 'form-submissions', 'subscribers', 'outbox', 'audit-entries'],
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
    const demo = inject('demoAdmin')
    expect(demo, 'scripts/prepare.ts reported the demo accounts').toBeTruthy()
    const browser = await getBrowser()
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: siteUrl('/') })
    try {
      const page = await context.newPage()
      await signInToAdmin(page, { email: c.email, password: demo!.password }, {
        twoFactor: c.twoFactor,
        onCodePage: async (codePage) => {
          expect(await codePage.locator('h1').innerText()).toMatch(/Two-factor sign-in/i)
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

  it('Finance’s password alone shows only the way to finish signing in', async () => {
    const demo = inject('demoAdmin')
    const browser = await getBrowser()
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: siteUrl('/') })
    try {
      const page = await context.newPage()
      await signInToAdmin(page, { email: 'finance@example.org', password: demo!.password }, { twoFactor: false })
      await page.goto(siteUrl('/admin'), { waitUntil: 'load' })
      await page.getByTestId('two-factor-needed').waitFor({ state: 'visible', timeout: 60_000 })
      expect(await menuCollections(page)).not.toContain('donations')
      expect((await page.request.get(siteUrl('/api/donations?limit=1'))).status()).toBe(403)
      await expectNoAxeViolations(page, { include: '.staff-dashboard' })
    } finally {
      await context.close()
    }
  })
})
