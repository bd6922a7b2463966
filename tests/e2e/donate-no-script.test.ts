/**
 * The donation type choice with JavaScript off, at 390 px: each choice is a link, and the page
 * it leads to says plainly that card payment needs JavaScript and gives the other ways to give
 * (phone and mailing address from Site Settings, My giving) instead of a form that could not
 * take a card; the receipt page opened without its link says where receipts are instead of
 * loading forever, and so does the thank-you page; the receipt opened from its link shows, with
 * its PDF, and names the browser's own Print command instead of a Print button that could not work. axe checks the page (its HTML, scripts left out, in a scripted page: axe itself
 * needs scripts).
 */
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { axeWithoutScripts, closeBrowser, closePage, expectNoProblems, openPage, siteUrl, visit, MOBILE, workerSite } from '../helpers/browser'
import { tokenFields } from '../helpers/cardFrame'
import { getStaticData } from '../helpers/site'

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
    const text = await notice.innerText()
    expect(text).toMatch(/Paying by card online needs JavaScript/)
    // The ways to reach the charity are Site Settings' own.
    const data = await getStaticData()
    const phone = data.contact.find((c) => c.href?.startsWith('tel:'))!
    expect(text).toContain(phone.value)
    expect(text).toContain(data.address3.street)
    expect(await notice.getByRole('link', { name: 'other ways to give' }).getAttribute('href')).toBe('/ways-to-give/alternative-ways-to-support-us')
    expect(await notice.getByRole('link', { name: 'My giving' }).getAttribute('href')).toBe('/ways-to-give/my-giving')
    // No form that could not work: it stays hidden, and no card field is on the page.
    expect(await page.getByRole('form', { name: 'Online donation' }).isVisible()).toBe(false)
    expect(await page.locator('[data-testid="card-frame"]:visible').count()).toBe(0)
    await axeWithoutScripts(page, checker)
    expectNoProblems(page)
  })

  it('a fundraiser page\'s Donate says how a gift by phone or cheque can still count on that page', async () => {
    const page = await open('/ways-to-give/donate-online?type=single&fundraiser_page=sam-walks-for-dad')
    const notice = page.getByTestId('donate-needs-scripts')
    await notice.waitFor()
    expect(await notice.innerText()).toMatch(/can still count on Sam Okafor’s page for .+: say so when you call, or write their name on the back of your cheque/)
    await axeWithoutScripts(page, checker)
    expectNoProblems(page)
  })

  it('the receipt page without its link points to My giving instead of loading forever', async () => {
    const page = await open('/ways-to-give/tax-receipt')
    const notice = page.getByTestId('no-receipt-here')
    await notice.waitFor()
    expect(await notice.getByRole('link', { name: 'My giving' }).getAttribute('href')).toBe('/ways-to-give/my-giving')
    expect(await page.getByText('Loading your receipt').isVisible()).toBe(false)
    await axeWithoutScripts(page, checker)
    expectNoProblems(page)
  })

  it('the receipt opened from its link shows with its PDF, and names the browser\'s Print command instead of a button that needs scripts', async () => {
    const form = new FormData()
    for (const [k, v] of Object.entries(await tokenFields(workerSite().cardFrameUrl, siteUrl('/'), { b_email: `no.script.${crypto.randomUUID()}@example.org` }))) form.append(k, v)
    const gift = await fetch(siteUrl('/api/donate'), {
      method: 'POST',
      body: form,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'idempotency-key': crypto.randomUUID(), 'x-forwarded-for': `198.51.100.${crypto.randomInt(1, 250)}` },
    })
    expect(gift.status).toBe(200)
    const { receiptToken } = (await gift.json()) as { receiptToken: string }
    const page = await open(`/ways-to-give/tax-receipt?token=${encodeURIComponent(receiptToken)}`)
    const receipt = page.getByTestId('tax-receipt')
    await receipt.waitFor()
    expect(await receipt.getByTestId('receipt').textContent()).toContain('Pat Donor')
    expect(await receipt.getByRole('link', { name: 'Download PDF' }).isVisible()).toBe(true)
    expect(await receipt.getByRole('button', { name: 'Print' }).isVisible()).toBe(false)
    // Playwright's text search skips <noscript>, which a browser without scripts shows: read its paragraph.
    const printHint = receipt.locator('noscript p')
    expect(await printHint.isVisible()).toBe(true)
    expect(await printHint.textContent()).toBe('To print it, use your browser’s Print command.')
    await axeWithoutScripts(page, checker)
    expectNoProblems(page)
  })

  it('the thank-you page opened by its address says where gifts are instead of loading forever', async () => {
    const page = await open('/ways-to-give/thank-you')
    const notice = page.getByTestId('nothing-stored-here')
    await notice.waitFor()
    expect(await notice.getByRole('link', { name: 'My giving' }).getAttribute('href')).toBe('/ways-to-give/my-giving')
    expect(await page.getByText('Loading…').isVisible()).toBe(false)
    await axeWithoutScripts(page, checker)
    expectNoProblems(page)
  })
})
