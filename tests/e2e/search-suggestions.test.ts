/**
 * Suggestions while typing, in the browser: the header's box and the search page's box become a
 * combobox on intent (keeping what was typed, the caret and the focus), offer at most six titles
 * with the combobox roles, open a page by ArrowDown + Enter, search by Enter, close by Escape,
 * pass axe with the list open, and still submit to /search without JavaScript. The endpoint
 * answers bad input with 400 and never counts keystrokes in staff's search figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { expectNoAxeViolations } from '../helpers/axe'
import { adminToken, closeBrowser, closePage, expectNoProblems, getBrowser, MOBILE, openPage, siteUrl, visit } from '../helpers/browser'

const BIOPSY_URL = '/about-prostate-cancer/diagnosis-and-staging/biopsy-and-imaging'
const INCONTINENCE_URL = '/about-prostate-cancer/living-with-prostate-cancer/incontinence'

let page: Page

beforeAll(async () => {
  page = await openPage(null)
})

afterAll(async () => {
  if (page) await closePage(page)
  await closeBrowser()
})

/** The box of `scope` once it is a combobox: reached for (focused), which loads the combobox code. */
async function reachFor(scope: Locator): Promise<Locator> {
  await scope.getByRole('searchbox', { name: 'Search the site' }).focus()
  const combo = scope.getByRole('combobox', { name: 'Search the site' })
  await combo.waitFor()
  // Focus stays in the field when the plain one is replaced.
  expect(await combo.evaluate((el) => el === document.activeElement)).toBe(true)
  return combo
}

/**
 * axe with the list open. react-aria's combobox hides the rest of the page from screen readers
 * (aria-hidden) while its list is open, which axe's aria-hidden-focus rule reads as focusable
 * content hidden. It cannot be reached while hidden: Tab closes the list (and un-hides the page)
 * before focus moves, which `tabLeavesNothingHidden` checks. Every other rule runs. Upstream
 * knows it and keeps aria-hidden for portalled lists (adobe/react-spectrum issue 4937).
 */
const axeWithListOpen = () => expectNoAxeViolations(page, { disableRules: ['aria-hidden-focus'] })

const hiddenControls = () => page.locator('body [aria-hidden="true"] a[href], body [aria-hidden="true"] button').count()

/**
 * Tab from the open list: the list closes, the page is shown again (as many hidden controls as
 * with the list closed, `closedCount`) and focus lands on something nothing hides.
 */
async function tabLeavesNothingHidden(listbox: Locator, closedCount: number): Promise<void> {
  expect(await hiddenControls()).toBeGreaterThan(closedCount)
  await page.keyboard.press('Tab')
  await listbox.waitFor({ state: 'detached' })
  expect(await page.evaluate(() => document.activeElement?.closest('[aria-hidden="true"]') ?? null)).toBeNull()
  expect(await hiddenControls()).toBe(closedCount)
}

/** Types into a combobox and waits for its list of titles. */
async function typeAndWaitForList(combo: Locator, text: string): Promise<Locator> {
  await combo.pressSequentially(text)
  const listbox = page.getByRole('listbox')
  await listbox.waitFor()
  return listbox
}

describe('suggestions in the header', () => {
  const header = () => page.getByRole('banner')

  it('offers titles in a combobox, announced, that axe passes with the list open', async () => {
    await visit(page, '/')
    const combo = await reachFor(header())
    const listbox = await typeAndWaitForList(combo, 'biop')
    const options = listbox.getByRole('option')
    const titles = await options.allTextContents()
    expect(titles.length).toBeGreaterThan(0)
    expect(titles.length).toBeLessThanOrEqual(6)
    expect(titles[0]).toContain('Biopsy and imaging')
    expect(await combo.getAttribute('aria-expanded')).toBe('true')
    expect(await combo.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'))
    // react-aria says how many titles there are in its live region.
    await page.waitForFunction(() => /options? available/.test(document.querySelector('[data-live-announcer]')?.textContent ?? ''))

    await page.keyboard.press('ArrowDown')
    const first = options.first()
    expect(await combo.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'))
    await axeWithListOpen()

    await page.keyboard.press('Escape')
    await listbox.waitFor({ state: 'detached' })
    expect(await combo.getAttribute('aria-expanded')).toBe('false')
    expect(await combo.inputValue()).toBe('biop')

    const closedCount = await hiddenControls()
    await combo.press('ArrowDown')
    await page.getByRole('listbox').waitFor()
    await tabLeavesNothingHidden(page.getByRole('listbox'), closedCount)
    expectNoProblems(page)
  })

  it('opens the chosen title by ArrowDown and Enter', async () => {
    await visit(page, '/')
    const combo = await reachFor(header())
    const listbox = await typeAndWaitForList(combo, 'biopsy')
    expect(await listbox.getByRole('option').first().textContent()).toContain('Biopsy and imaging')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === BIOPSY_URL)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Biopsy and imaging')
    expectNoProblems(page)
  })

  it('searches for what was typed by Enter when no title is chosen', async () => {
    await visit(page, '/')
    const combo = await reachFor(header())
    await typeAndWaitForList(combo, 'biopsy imag')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('value') === 'biopsy imag')
    expect(await page.locator('ol[aria-label="Search results"] h2').first().textContent()).toBe('Biopsy and imaging')
    expectNoProblems(page)
  })

  it('keeps text, caret and focus typed before the combobox arrived, and suggests for it', async () => {
    await visit(page, '/about-us')
    // The value and caret are set and the field focused in one go, before the combobox can load.
    await header()
      .getByRole('searchbox', { name: 'Search the site' })
      .evaluate((el: HTMLInputElement) => {
        el.value = 'incontinence'
        el.focus()
        el.setSelectionRange(4, 4)
      })
    const combo = header().getByRole('combobox', { name: 'Search the site' })
    await combo.waitFor()
    expect(await combo.evaluate((el: HTMLInputElement) => [el.value, el.selectionStart, el === document.activeElement])).toEqual(['incontinence', 4, true])
    expect(await page.getByRole('listbox').getByRole('option').first().textContent()).toContain('Incontinence')
  })

  it('fits beside the Donate button at 1280 and 768 pixels', async () => {
    for (const width of [1280, 768]) {
      const narrow = await openPage('/', { width })
      try {
        const box = await narrow.getByRole('banner').getByRole('search').boundingBox()
        const donate = await narrow.getByRole('banner').getByRole('link', { name: 'Donate' }).boundingBox()
        const home = await narrow.getByRole('banner').getByRole('link').first().boundingBox()
        expect(box && donate && home, `width ${width}`).toBeTruthy()
        expect(box!.width).toBeGreaterThanOrEqual(140)
        expect(box!.x + box!.width, `width ${width}`).toBeLessThan(donate!.x)
        expect(home!.x + home!.width, `width ${width}`).toBeLessThan(box!.x)
        expect(donate!.x + donate!.width).toBeLessThanOrEqual(width)
      } finally {
        await closePage(narrow)
      }
    }
  })

  it('submits to /search without JavaScript', async () => {
    const noScript = await openPage('/', { javaScriptEnabled: false, axe: false, settle: false })
    try {
      const field = noScript.getByRole('banner').getByRole('searchbox', { name: 'Search the site' })
      await field.fill('incontinance')
      await field.press('Enter')
      await noScript.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('value') === 'incontinance')
      expect(await noScript.locator('ol[aria-label="Search results"] h2').first().textContent()).toBe('Incontinence')
      // The magnifier button submits too.
      await noScript.goto(siteUrl('/'))
      await noScript.getByRole('banner').getByRole('searchbox', { name: 'Search the site' }).fill('biopsy')
      await noScript.getByRole('banner').getByRole('button', { name: 'Search' }).click()
      await noScript.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('value') === 'biopsy')
    } finally {
      await closePage(noScript)
    }
  })
})

describe('suggestions on the search page', () => {
  const main = () => page.locator('main')

  it('keeps the first letter typed at a person\'s pace as soon as the field is focused', async () => {
    // The combobox's code arrives as the visitor starts typing. It copied the plain field when
    // the code arrived, so a letter typed before React swapped the fields was lost ("alk to a
    // volunteer" in 3 to 4 of every 16 tries like these, at 390 px, before the fix).
    const context = await (await getBrowser()).newContext({ viewport: MOBILE, baseURL: siteUrl('/') })
    const typed: string[] = []
    try {
      const phone = await context.newPage()
      for (let attempt = 0; attempt < 16; attempt++) {
        await phone.goto(siteUrl('/search'), { waitUntil: attempt % 2 ? 'load' : 'networkidle' })
        await phone.locator('main').getByRole('searchbox', { name: 'Search the site' }).focus()
        await phone.keyboard.type('talk', { delay: 120 })
        const combo = phone.locator('main').getByRole('combobox', { name: 'Search the site' })
        await combo.waitFor()
        typed.push(await combo.inputValue())
      }
      await phone.keyboard.press('Escape')
      await phone.getByRole('listbox').waitFor({ state: 'detached' })
      await expectNoAxeViolations(phone)
    } finally {
      await context.close()
    }
    expect(typed).toEqual(Array(16).fill('talk'))
  })

  it('opens a title by ArrowDown and Enter, and searches by Enter without one', async () => {
    await visit(page, '/search')
    let combo = await reachFor(main())
    let listbox = await typeAndWaitForList(combo, 'incont')
    expect(await listbox.getByRole('option').count()).toBeLessThanOrEqual(6)
    expect(await listbox.getByRole('option').first().textContent()).toContain('Incontinence')
    await axeWithListOpen()
    await page.keyboard.press('Escape')
    await listbox.waitFor({ state: 'detached' })

    await combo.press('ArrowDown')
    listbox = page.getByRole('listbox')
    await listbox.waitFor()
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === INCONTINENCE_URL)

    await visit(page, '/search?value=biop')
    combo = await reachFor(main())
    expect(await combo.inputValue()).toBe('biop')
    await combo.press('End')
    await typeAndWaitForList(combo, 'sy')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.searchParams.get('value') === 'biopsy')
    expectNoProblems(page)
  })
})

describe('GET /api/search/suggestions', () => {
  const ask = (value?: string) => fetch(siteUrl(`/api/search/suggestions${value === undefined ? '' : `?value=${encodeURIComponent(value)}`}`))

  it('answers up to six titles with their address and kind', async () => {
    const res = await ask('bio')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const { suggestions } = (await res.json()) as { suggestions: Array<{ title: string; url: string; kindLabel: string }> }
    expect(suggestions[0]).toEqual({ title: 'Biopsy and imaging', url: BIOPSY_URL, kindLabel: 'Page' })
    const many = (await (await ask('prostate')).json()) as { suggestions: unknown[] }
    expect(many.suggestions).toHaveLength(6)
    expect(((await (await ask('b')).json()) as { suggestions: unknown[] }).suggestions).toEqual([])
  })

  it('answers empty input with a 400 that says why, a question without its ? and nothing bad with a 500', async () => {
    for (const value of [undefined, '', '   ', '(?)']) {
      const res = await ask(value)
      expect(res.status, JSON.stringify(value)).toBe(400)
      const body = (await res.json()) as { errors: { value: string[] } }
      expect(body.errors.value[0]).toMatch(/Enter something/)
    }
    const question = (await (await ask('biopsy?')).json()) as { suggestions: Array<{ url: string }> }
    expect(question.suggestions.map((s) => s.url)).toContain(BIOPSY_URL)
    for (const value of ['x'.repeat(1000), 'walk\u0000\u001b[31m', '🎗️ prostate', '[a-z]+\\d{2}$^|.{1,}', '%']) {
      expect([200, 400], JSON.stringify(value.slice(0, 20))).toContain((await ask(value)).status)
    }
    for (const raw of ['%ED%A0%80', '%E0%A4%A']) {
      expect([200, 400], raw).toContain((await fetch(siteUrl(`/api/search/suggestions?value=${raw}`))).status)
    }
  })

  it('does not count suggestions in the search figures, while a search is counted', async () => {
    const auth = await adminToken()
    const counted = async (query: string) => {
      const res = await fetch(siteUrl(`/api/search-queries?depth=0&where[query][equals]=${encodeURIComponent(query)}`), { headers: { authorization: auth } })
      expect(res.status).toBe(200)
      return ((await res.json()) as { totalDocs: number }).totalDocs
    }
    expect((await ask('suggestedzebra')).status).toBe(200)
    expect(await counted('suggestedzebra')).toBe(0)
    // The same check sees a real search, so it would see a counted suggestion.
    expect((await fetch(siteUrl('/search?value=searchedzebra'))).status).toBe(200)
    expect(await counted('searchedzebra')).toBe(1)
  })
})
