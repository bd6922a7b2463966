/**
 * Every address in the main menu (plus the home page) at desktop and mobile widths: HTTP 200,
 * no console errors or failed requests, no axe violations, the title template and the header's
 * Donate link. Menu addresses without a page of their own must show a section landing page.
 */
import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { closeBrowser, closePage, DESKTOP, expectNoProblems, MOBILE, openPage, visit, workerSite } from '../helpers/browser'
import { escapeRegExp, menuPaths, type StaticData } from '../helpers/site'

// Collected before the tests are declared, so each address is a test of its own.
const data = (await (await fetch(new URL('/static-data.json', workerSite().baseURL))).json()) as StaticData
const paths = ['/', ...menuPaths(data.menu)]

afterAll(async () => {
  await closeBrowser()
})

it('the menu lists the whole route map (sanity check for the list below)', () => {
  expect(paths.length).toBeGreaterThan(40)
  expect(new Set(paths).size).toBe(paths.length)
})

for (const [name, viewport] of [
  ['desktop 1280x800', DESKTOP],
  ['mobile 390x844', MOBILE],
] as const) {
  describe(name, () => {
    let page: Page | undefined

    afterAll(async () => {
      if (page) await closePage(page)
    })

    it.each(paths)('%s', async (path) => {
      page ??= await openPage(null, viewport)
      await visit(page, path, { expectStatus: 200, settle: 'idle' })
      const title = await page.title()
      if (path === '/') expect(title).toContain(data.name)
      else expect(title).toMatch(new RegExp(`^\\S.* \\| ${escapeRegExp(data.name)}$`))
      expect(await page.locator('main h1').count(), 'one h1 in main').toBe(1)
      const donate = page.locator('header').getByRole('link', { name: 'Donate', exact: true }).first()
      expect(await donate.isVisible()).toBe(true)
      expectNoProblems(page)
    })
  })
}
