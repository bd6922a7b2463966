/**
 * The donation type choice with JavaScript off, at 390 px: each choice is a link, and the form
 * it leads to says it needs JavaScript and where else to give. axe checks the page (its HTML,
 * scripts left out, in a scripted page: axe itself needs scripts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { axeWithoutScripts, closeBrowser, closePage, expectNoProblems, openPage, visit, MOBILE } from '../helpers/browser'

const NO_SCRIPT = { axe: false, settle: false } as const
let checker: Page
const pages: Page[] = []

beforeAll(async () => {
  checker = await openPage(null, MOBILE)
  pages.push(checker)
})

afterAll(async () => {
  for (const page of pages) await closePage(page)
  await closeBrowser()
})

async function open(path: string): Promise<Page> {
  const page = await openPage(null, { ...MOBILE, javaScriptEnabled: false })
  pages.push(page)
  await visit(page, path, NO_SCRIPT)
  expect(await page.evaluate(() => '__next_f' in self)).toBe(false)
  return page
}

describe('donating with JavaScript off (390 px)', () => {
  it('the donation type choice: each choice is a link to the form, which says it needs JavaScript and where else to give', async () => {
    const page = await open('/ways-to-give/donate')
    const choice = page.getByTestId('donation-type-choice')
    await choice.getByRole('link', { name: /Monthly Giving Program/ }).click()
    await page.waitForURL(/\/ways-to-give\/donate-online\?type=monthly$/)
    const notice = page.getByTestId('donate-needs-scripts')
    await notice.waitFor()
    expect(await notice.innerText()).toMatch(/needs JavaScript/)
    expect(await notice.getByRole('link', { name: 'other ways to give' }).getAttribute('href')).toBe('/ways-to-give/alternative-ways-to-support-us')
    expect(await page.getByTestId('step-heading').innerText()).toMatch(/Step 1 of 3/)
    await axeWithoutScripts(page, checker)
    expectNoProblems(page)
  })
})
