/**
 * The card-testing check in the browser: a donor whose card was declined twice is asked, on
 * the next attempt, to tick the ALTCHA check (which loads only then), does so with the
 * keyboard, and the gift goes through. A donor never declined sees no check and loads none of
 * its code. axe runs on every page and on the form with the check shown.
 */
import crypto from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { adminToken, closeBrowser, closePage, expectErrorStatusFor, expectNoProblems, openPage, recheckAxe, siteUrl, visit } from '../helpers/browser'
import { typeCard } from '../helpers/cardFrame'
import { TEST_CARD } from '../helpers/donations'

const RUN = crypto.randomBytes(4).toString('hex')
const pages: Page[] = []
afterAll(async () => {
  for (const p of pages) await closePage(p)
  await closeBrowser()
})

/** A page whose requests come from `address` (the site trusts one proxy in the browser tests). */
async function pageFrom(address: string) {
  const page = await openPage(null)
  pages.push(page)
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address })
  return page
}

const form = (page: Page) => page.getByRole('form', { name: 'Online donation' })

async function toLastStep(page: Page, card: string) {
  // A fresh form each time (the draft of the last attempt would be restored otherwise).
  if (page.url().startsWith('http')) await page.evaluate(() => window.localStorage.clear())
  await visit(page, '/ways-to-give/donate-online?type=single')
  const f = form(page)
  await f.getByRole('radio', { name: '$50' }).check({ force: true })
  await typeCard(page, card)
  await f.getByLabel('Name on card').fill('Pat Donor')
  await f.getByRole('button', { name: 'Next' }).click()
  await f.getByLabel('First name').fill('Pat')
  await f.getByLabel('Last name').fill('Donor')
  await f.getByLabel('Street address').fill('1 Test Road')
  await f.getByLabel('City').fill('Victoria')
  await f.getByLabel('Province or state').fill('BC')
  await f.getByLabel('Postal code').fill('V8V 0A0')
  await f.getByLabel('Telephone').fill('250-555-0101')
  await f.getByLabel('Email').fill(`challenge.${RUN}@example.org`)
  await f.getByRole('button', { name: 'Next' }).click()
  await expect.poll(() => f.getByTestId('step-heading').textContent()).toContain('Step 3 of 3')
}

async function donate(page: Page) {
  const button = form(page).getByRole('button', { name: 'Donate now' })
  await expect.poll(() => button.isEnabled()).toBe(true)
  await button.click()
}

/** Requests for the check's challenge or the widget's code. */
function watchChallengeRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (/\/api\/donate\/challenge|altcha/i.test(request.url())) seen.push(request.url())
  })
  return seen
}

describe('the card-testing check', () => {
  it('is not shown to a donor who was never declined', async () => {
    const page = await pageFrom(`198.51.100.${crypto.randomInt(1, 250)}`)
    const seen = watchChallengeRequests(page)
    await toLastStep(page, TEST_CARD.approve)
    await donate(page)
    await page.waitForURL(/thank-you$/)
    expect(seen).toEqual([])
    // The widget's code never ran (the page moved on without a reload, so it would still be registered).
    expect(await page.evaluate(() => customElements.get('altcha-widget') === undefined)).toBe(true)
    expectNoProblems(page)
  })

  it('asks a donor declined twice to tick the check, which works with the keyboard, and then the gift goes through', async () => {
    const page = await pageFrom(`203.0.113.${crypto.randomInt(1, 250)}`)
    expectErrorStatusFor(page, '/api/donate')
    const seen = watchChallengeRequests(page)
    for (let i = 0; i < 2; i++) {
      await toLastStep(page, TEST_CARD.decline)
      await donate(page)
      await page.waitForURL(/payment-error$/)
      await page.getByTestId('payment-error').waitFor()
    }
    expect(seen).toEqual([])

    // Third attempt, a good card: the server asks for the check before charging anything.
    await toLastStep(page, TEST_CARD.approve)
    expect(await page.getByTestId('donation-challenge').count()).toBe(0)
    await donate(page)
    const check = page.getByTestId('donation-challenge')
    await check.waitFor()
    expect(await check.getByRole('alert').textContent()).toMatch(/confirm you are a person/)
    const box = check.getByRole('checkbox')
    await box.waitFor()
    // Focus comes to the check as it shows (Donate was disabled while its post was out): the next Tab is its box.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('donation-challenge')
    await page.keyboard.press('Tab')
    expect(await box.evaluate((el) => el === (el.getRootNode() as Document | ShadowRoot).activeElement)).toBe(true)
    expect(page.url()).toMatch(/donate-online/)
    await recheckAxe(page, 'form')

    // Pressing Donate before ticking says so, without sending anything.
    const postsBefore = seen.length
    await donate(page)
    await expect.poll(() => check.getByRole('alert').textContent()).toMatch(/tick the check box below first/)

    // Keyboard only: Tab from the news opt-in reaches the check box; Space ticks it.
    await form(page).getByLabel(/send me news/).focus()
    let reached = false
    for (let i = 0; i < 6 && !reached; i++) {
      await page.keyboard.press('Tab')
      reached = await box.evaluate((el) => el === (el.getRootNode() as Document | ShadowRoot).activeElement)
    }
    expect(reached).toBe(true)
    await page.keyboard.press('Space')
    // The widget fetched its challenge from this site and solved it in the browser.
    await expect.poll(() => box.isChecked(), { timeout: 60_000 }).toBe(true)
    await expect.poll(() => check.getByText(/verified/i).count(), { timeout: 60_000 }).toBeGreaterThan(0)
    expect(seen.slice(postsBefore).some((url) => url.startsWith(siteUrl('/api/donate/challenge')))).toBe(true)
    expect(seen.every((url) => url.startsWith(siteUrl('/')))).toBe(true)
    await recheckAxe(page, 'form')

    await donate(page)
    await page.waitForURL(/thank-you$/)
    await page.getByTestId('thank-you').waitFor()
    await recheckAxe(page)
    expectNoProblems(page)

    // Staff see the refused attempt: a hashed address and a reason, nothing of the card.
    const res = await fetch(siteUrl('/api/blocked-donation-attempts?limit=50&depth=0'), { headers: { authorization: await adminToken() } })
    expect(res.status).toBe(200)
    const { docs } = (await res.json()) as { docs: { reason: string; addressHash: string }[] }
    expect(docs.some((d) => d.reason === 'challenge-missing' && /^[0-9a-f]{32}$/.test(d.addressHash))).toBe(true)
    expect(JSON.stringify(docs)).not.toContain(TEST_CARD.decline)
  })
})
