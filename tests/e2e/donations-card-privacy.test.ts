/**
 * Card numbers never reach the site: a single gift and a monthly enrolment through the donation
 * form, with every request to the site's own origin captured. No request body or address carries
 * the test cards' digits, and the page's DOM holds no card-number or expiry input outside the card
 * frame (which is served from another origin). A message posted to the page from anywhere but the
 * frame's origin (here: the page itself, while the frame is still answering) is ignored: the gift
 * goes with the frame's token. The card replacement on My giving is checked the same way in
 * tests/e2e/my-giving.test.ts. axe runs on every page visited.
 */
import crypto from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { closeBrowser, closePage, expectNoProblems, openPage, recheckAxe, visit } from '../helpers/browser'
import { typeCard } from '../helpers/cardFrame'
import { TEST_CARD } from '../helpers/donations'
import { captureSiteRequests, cardDigitsIn, cardInputsOutsideFrames } from '../helpers/cardPrivacy'

const RUN = crypto.randomBytes(4).toString('hex')
const pages: Page[] = []
afterAll(async () => {
  for (const p of pages) await closePage(p)
  await closeBrowser()
})

const form = (page: Page) => page.getByRole('form', { name: 'Online donation' })

async function give(page: Page, type: 'single' | 'monthly', card: string, beforeNext?: () => Promise<void>) {
  await visit(page, `/ways-to-give/donate-online?type=${type}`)
  const f = form(page)
  expect(await cardInputsOutsideFrames(page)).toEqual([])
  await f.getByRole('radio', { name: '$50' }).check({ force: true })
  await typeCard(page, card)
  await f.getByLabel('Name on card').fill('Pat Private')
  await beforeNext?.()
  await f.getByRole('button', { name: 'Next' }).click()
  await expect.poll(() => f.getByTestId('step-heading').textContent()).toContain('Step 2 of 3')
  await f.getByLabel('Street address').fill('1 Test Road')
  await f.getByLabel('City').fill('Victoria')
  await f.getByLabel('Province or state').fill('BC')
  await f.getByLabel('Postal code').fill('V8V 0A0')
  await f.getByLabel('Telephone').fill('250-555-0101')
  await f.getByLabel('Email').fill(`private.${RUN}@example.org`)
  await f.getByRole('button', { name: 'Next' }).click()
  await expect.poll(() => f.getByTestId('step-heading').textContent()).toContain('Step 3 of 3')
  expect(await cardInputsOutsideFrames(page)).toEqual([])
  const button = f.getByRole('button', { name: type === 'monthly' ? 'Give monthly' : 'Donate now' })
  await expect.poll(() => button.isEnabled()).toBe(true)
  await button.click()
  await page.waitForURL(/\/ways-to-give\/thank-you/)
  expect(await cardInputsOutsideFrames(page)).toEqual([])
  await recheckAxe(page)
}

describe('card numbers never reach the site', () => {
  it('a single gift and a monthly enrolment send the frame’s token, never the card', { timeout: 120_000 }, async () => {
    const page = await openPage(null)
    pages.push(page)
    const seen = captureSiteRequests(page)
    const donatePosts: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/api/donate') && r.method() === 'POST') donatePosts.push(r.postDataBuffer()?.toString('latin1') ?? '')
    })

    // A message from another origin while the frame is still answering: the page must not take it.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/HPPtoken/request', async (route) => {
      await held
      await route.continue()
    })
    await give(page, 'single', TEST_CARD.approve, async () => {
      // Sent just after Next asks the frame (the frame's request is held until then).
      void page.waitForRequest('**/HPPtoken/request').then(async () => {
        await page.evaluate(() => window.postMessage(JSON.stringify({ responseCode: ['001'], dataKey: 'tt-forgedforgedforged', bin: '411111' }), '*'))
        release()
      })
    })
    await page.unroute('**/HPPtoken/request')
    expect(donatePosts).toHaveLength(1)
    expect(donatePosts[0]).not.toContain('tt-forgedforgedforged')
    expect(donatePosts[0]).toMatch(/name="card_token"\r\n\r\ntt-/)
    expect(donatePosts[0]).toMatch(/name="card_bin"\r\n\r\n424242/)

    await page.evaluate(() => window.localStorage.clear())
    await give(page, 'monthly', TEST_CARD.otherValid)
    expect(donatePosts).toHaveLength(2)

    expect(seen.length).toBeGreaterThan(10)
    expect(cardDigitsIn(seen, [TEST_CARD.approve, TEST_CARD.otherValid])).toEqual([])
    expectNoProblems(page)
  })
})
