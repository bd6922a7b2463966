/**
 * The folded text of the information pages (accordions and "read more" sections, native
 * <details>) without JavaScript: the server sends it, a click on its summary opens it with no
 * script, and the browser's own search opens the section that holds a phrase.
 *
 * Find-in-page is browser UI that Playwright cannot drive, and `window.find()` does not open
 * closed <details> in Chromium (it reports a match and leaves the section shut). Navigating
 * to a text fragment (`#:~:text=`) runs the same search-and-reveal step the find bar uses,
 * so that is what the find tests do.
 */
import { afterAll, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { closeBrowser, closePage, expectNoProblems, openPage, visit } from '../helpers/browser'
import { INFORMATION_PATHS } from '../helpers/spec'

const ABOUT = '/about-prostate-cancer'
const BIOPSY = `${ABOUT}/diagnosis-and-staging/biopsy-and-imaging`
const PSA = `${ABOUT}/diagnosis-and-staging/the-psa-test-and-the-dre`
/** The information pages, and the support pages built from the same accordion. */
const PAGES = [...INFORMATION_PATHS, '/get-support/more-resources-for-patients', '/get-support/support-groups']

const pages: Page[] = []
afterAll(async () => {
  for (const page of pages) await closePage(page)
  await closeBrowser()
})

async function open(javaScriptEnabled: boolean): Promise<Page> {
  const page = await openPage(null, { javaScriptEnabled })
  pages.push(page)
  return page
}

/**
 * Visiting without scripts: axe and the idle wait run in the page and never finish there (its
 * timers do not fire); the pages' axe checks run with scripts on in smoke.test.ts.
 */
const NO_SCRIPT = { axe: false, settle: false } as const

const isOpen = (fold: Locator) => fold.evaluate((el) => (el as HTMLDetailsElement).open)
/** The fold's text: everything in the <details> after its summary. */
const bodyOf = (fold: Locator) => fold.locator(':scope > summary ~ *')
/** Whether the page's own scripts ran: Next.js's inline scripts define self.__next_f. */
const scriptsRan = (page: Page) => page.evaluate(() => '__next_f' in self)

/** A text-fragment address that searches for `phrase` ('-' and '%' are part of the syntax). */
const findIn = (path: string, phrase: string) =>
  `${path}#:~:text=${encodeURIComponent(phrase).replace(/-/g, '%2D')}`

describe('with JavaScript off', () => {
  let page: Page
  const foldsOn = new Map<string, number>()

  it.each(PAGES)('%s: every fold is sent closed with its text, and opens by itself', async (path) => {
    page ??= await open(false)
    await visit(page, path, NO_SCRIPT)
    expect(await scriptsRan(page)).toBe(false)
    const folds = page.locator('main details')
    const count = await folds.count()
    foldsOn.set(path, count)
    for (let i = 0; i < count; i++) {
      const fold = folds.nth(i)
      const body = bodyOf(fold)
      expect(await isOpen(fold)).toBe(false)
      expect(await body.first().isVisible()).toBe(false)
      // The text is in the page as sent, not left for a script to fill in.
      expect((await body.allTextContents()).join(' ').trim().length).toBeGreaterThan(20)
      await fold.locator(':scope > summary').click()
      expect(await isOpen(fold)).toBe(true)
      expect(await body.first().isVisible()).toBe(true)
      expect((await body.first().innerText()).trim().length).toBeGreaterThan(20)
      // An accordion keeps one item open: the browser closes the others of the same name.
      const name = await fold.getAttribute('name')
      if (name) expect(await page.locator(`main details[name="${name}"][open]`).count()).toBe(1)
    }
    expectNoProblems(page)
  })

  it('found the folds the seeded pages have', () => {
    expect(foldsOn.get(PSA)).toBe(4)
    expect(foldsOn.get(BIOPSY)).toBe(2)
    expect(foldsOn.get(`${ABOUT}/diagnosis-and-staging/grading-and-staging`)).toBe(1)
    expect(foldsOn.get(`${ABOUT}/treatment/when-your-cancer-returns`)).toBe(2)
    expect(foldsOn.get('/get-support/support-groups')).toBeGreaterThan(0)
  })

  it('shows the 1-4% infection risk of a TRUS biopsy once its section is opened', async () => {
    await visit(page, BIOPSY, NO_SCRIPT)
    const main = page.locator('main')
    const risk = main.getByText('The risk of infection is 1-4% [2].', { exact: false })
    expect(await risk.count()).toBe(1)
    expect(await risk.isVisible()).toBe(false)
    await main.locator('details > summary', { hasText: 'TRUS-guided biopsy' }).click()
    expect(await risk.isVisible()).toBe(true)
    expectNoProblems(page)
  })
})

for (const javaScriptEnabled of [true, false]) {
  describe(`the browser's search, with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    let page: Page

    it('opens the biopsy section that holds "The risk of infection is 1-4%" and no other', async () => {
      page = await open(javaScriptEnabled)
      await visit(page, findIn(BIOPSY, 'The risk of infection is 1-4%'), javaScriptEnabled ? {} : NO_SCRIPT)
      expect(await scriptsRan(page)).toBe(javaScriptEnabled)
      const main = page.locator('main')
      const trus = main.locator('details', { has: page.locator(':scope > summary', { hasText: 'TRUS-guided biopsy' }) })
      const perineal = main.locator('details', { has: page.locator(':scope > summary', { hasText: 'Trans-perineal biopsy' }) })
      await expect.poll(() => isOpen(trus)).toBe(true)
      expect(await isOpen(perineal)).toBe(false)
      expect(await main.getByText('The risk of infection is 1-4% [2].', { exact: false }).isVisible()).toBe(true)
      expectNoProblems(page)
    })

    it('opens the third PSA question for its answer and leaves the others closed', async () => {
      await visit(page, findIn(PSA, '$37 in BC and $35 in Ontario'), javaScriptEnabled ? {} : NO_SCRIPT)
      const folds = page.locator('main details')
      await expect.poll(() => folds.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open))).toEqual([
        false,
        false,
        true,
        false,
      ])
      expect(await page.locator('main').getByText('$37 in BC and $35 in Ontario').isVisible()).toBe(true)
      expectNoProblems(page)
    })
  })
}
