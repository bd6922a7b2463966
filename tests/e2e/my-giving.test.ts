/**
 * My giving in a real browser, on a site of its own (a snapshot of the browser tests' site)
 * that sends mail to a local SMTP stand-in: ask for a link, read it from the stand-in, sign in,
 * download a receipt (its text read with pdftotext), try a declined replacement card in the card
 * frame, then replace it with one the processor accepts, pause and
 * cancel a monthly gift; then the sign-in and a cancellation with JavaScript off. axe checks
 * every page visited (with JavaScript off, on the same HTML in a scripted page).
 */
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { freePort, startSite, type RunningSite } from '../../scripts/siteServer'
import { adminToken, closeBrowser, closePage, copyOfWorkerSite, expectNoProblems, openPage, pollUntil, recheckAxe, siteUrl, useSite, visit, axeWithoutScripts, DESKTOP, MOBILE } from '../helpers/browser'
import { tokenFields, typeCard } from '../helpers/cardFrame'
import { captureSiteRequests, cardDigitsIn, cardInputsOutsideFrames } from '../helpers/cardPrivacy'
import { newKey, TEST_CARD } from '../helpers/donations'
import { linkTokensFor } from '../helpers/myGiving'
import { readPdf, squeezed } from '../helpers/pdf'
import { startSmtpStandIn, type SmtpStandIn } from '../helpers/smtpStandIn'

let site: RunningSite | undefined
let smtp: SmtpStandIn | undefined
const pages: Page[] = []
const RUN = crypto.randomBytes(3).toString('hex')

beforeAll(async () => {
  smtp = await startSmtpStandIn(await freePort())
  site = await startSite({
    ...copyOfWorkerSite(),
    logName: 'my-giving-server.log',
    env: { SMTP_URL: smtp.url, PAYMENT_GATEWAY: 'test', FORMS_MIN_FILL_MS: '0' },
    log: (m) => process.stderr.write(`[my-giving] ${m}\n`),
  })
  useSite(site)
}, 180_000)

afterAll(async () => {
  for (const p of pages) await closePage(p)
  await closeBrowser()
  useSite(undefined)
  await site?.stop()
  await smtp?.stop()
})

/** A gift through the donation endpoint, as the form's script sends it. */
async function give(fields: Record<string, string>) {
  const form = new FormData()
  for (const [k, v] of Object.entries(await tokenFields(site!.cardFrameUrl!, site!.baseURL, fields))) form.append(k, v)
  const res = await fetch(siteUrl('/api/donate'), { method: 'POST', body: form, headers: { 'x-requested-with': 'XMLHttpRequest', 'idempotency-key': newKey() } })
  const body = (await res.json()) as { ResponseCode: string; id: number | null }
  expect(body.ResponseCode).toBe('027')
  return body
}

/** The newest sign-in link sent to `email`, waiting for the mail job to send it. */
async function linkFor(email: string, seen: number): Promise<string> {
  const tokens = await pollUntil(async () => linkTokensFor(smtp!, email), (t) => t.length > seen, { intervalMs: 200, what: `a sign-in e-mail to ${email}` })
  return `/ways-to-give/my-giving/link?token=${tokens.at(-1)}`
}

/** Waits for the page to reach `url`; on failure says where it is and what it shows. */
async function arriveAt(page: Page, url: RegExp) {
  try {
    await page.waitForURL(url, { timeout: 15_000 })
  } catch {
    throw new Error(`Expected ${url} but the page is at ${page.url()}: ${(await page.locator('body').innerText().catch(() => '')).slice(0, 500)}`)
  }
}

describe('My giving with JavaScript on', () => {
  it('signs in by e-mailed link, downloads a receipt, refuses a declined card, pauses and cancels a monthly gift', { timeout: 180_000 }, async () => {
    const email = `browser.${RUN}@example.org`
    // The single gift is in memory of someone: staff post the family's card before the donor looks.
    const memoriam = { memoriam: 'memoriam', h_fname: 'Sam', h_lname: 'Remembered', h_add: '3 Pine Road', h_city: 'Kamloops', h_prov: 'BC', h_pcode: 'V2C 0A1', h_country: 'Canada' }
    const single = await give({ b_email: email, donation_amount: '60.00', b_fname: 'Robin', b_lname: 'Giver', ...memoriam })
    await give({ b_email: email, donation_type: 'monthly', donation_amount: '25.00', b_fname: 'Robin', b_lname: 'Giver' })
    const auth = { authorization: await adminToken() }
    const found = (await (await fetch(siteUrl(`/api/donations?where[b_email][equals]=${encodeURIComponent(email)}&where[giftType][equals]=memoriam&depth=0`), { headers: auth })).json()) as { docs: { id: number }[] }
    const cardSent = await fetch(siteUrl(`/api/tribute-cards/${found.docs[0]!.id}/sent`), { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{}' })
    expect(cardSent.status).toBe(201)

    const page = await openPage('/ways-to-give/my-giving')
    pages.push(page)
    await page.getByLabel('Your e-mail address').fill(email)
    await page.getByRole('button', { name: 'E-mail me a link' }).click()
    await arriveAt(page, /asked=sent/)
    await expect(page.getByTestId('sign-in-note').textContent()).resolves.toMatch(/If this address has given to us/)
    await recheckAxe(page)

    const link = await linkFor(email, 0)
    await visit(page, link)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await arriveAt(page, /\/ways-to-give\/my-giving$/)
    await expect(page.getByTestId('signed-in-as').textContent()).resolves.toBe(email)
    await recheckAxe(page)
    const rows = page.getByTestId('donation-row')
    expect(await rows.count()).toBe(2)
    expect(await rows.filter({ hasText: 'In memory' }).innerText()).toMatch(/card sent on [A-Z][a-z]+ \d{1,2}, \d{4}/)
    // At 390 px every gift is a labelled block: Status and Receipt are on screen, not cut off.
    await page.setViewportSize(MOBILE)
    const receiptBox = await page.getByTestId('receipt-download').boundingBox()
    expect(receiptBox!.x + receiptBox!.width).toBeLessThanOrEqual(MOBILE.width)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width)
    const firstRow = await rows.first().innerText()
    expect(firstRow).toMatch(/Status:\s*Received/)
    expect(firstRow).toMatch(/Receipt:/)
    await recheckAxe(page)
    await page.setViewportSize(DESKTOP)

    // The receipt, from the same code as the thank-you page's, read with pdftotext.
    const href = await page.getByTestId('receipt-download').getAttribute('href')
    const pdf = await fetch(siteUrl(href!))
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const text = squeezed(readPdf(new Uint8Array(await pdf.arrayBuffer())).text)
    expect(text).toContain('Official receipt for income tax purposes')
    expect(text).toContain(`PCF-${String(single.id).padStart(6, '0')}`)
    expect(text).toContain('Robin Giver')
    expect(text).toContain('$60.00')

    // A declined replacement card: the gateway's message, the old card kept.
    const gift = page.getByTestId('monthly-gift')
    const seen = captureSiteRequests(page)
    await gift.getByRole('link', { name: 'Replace the card' }).click()
    await arriveAt(page, /\/card\?gift=/)
    expect(await cardInputsOutsideFrames(page)).toEqual([])
    await recheckAxe(page)
    await typeCard(page, TEST_CARD.decline)
    await page.getByRole('button', { name: 'Save the new card' }).click()
    await page.getByTestId('my-giving-error').waitFor()
    await expect(page.getByTestId('my-giving-error').textContent()).resolves.toMatch(/DECLINED.*current card stays in use/)
    await expect(page.getByTestId('current-card').textContent()).resolves.toBe('Visa ending in 4242')
    // The refusal is tied to the card frame.
    await expect(page.getByTestId('card-frame').getAttribute('aria-describedby')).resolves.toBe('card_token-error')
    await expect(page.locator('#card_token-error').textContent()).resolves.toMatch(/DECLINED/)
    // A card the processor accepts replaces it.
    await typeCard(page, TEST_CARD.otherValid)
    await page.getByRole('button', { name: 'Save the new card' }).click()
    // Back on My giving, at the gift just changed.
    await arriveAt(page, /\/ways-to-give\/my-giving(#gift-\d+)?$/)
    await page.getByTestId('my-giving-notice').waitFor()
    await expect(page.getByTestId('my-giving-notice').textContent()).resolves.toMatch(/new card ending in 4444 is saved/)
    // The replacement sent the frame's tokens: no card digits went to the site.
    expect(seen.filter((r) => r.startsWith('POST')).length).toBeGreaterThanOrEqual(2)
    expect(cardDigitsIn(seen, [TEST_CARD.decline, TEST_CARD.otherValid])).toEqual([])
    await recheckAxe(page)
    await gift.getByRole('radio', { name: '2 months' }).check()
    await gift.getByRole('button', { name: 'Pause my monthly gift' }).click()
    await page.getByTestId('my-giving-notice').waitFor()
    await expect(page.getByTestId('my-giving-notice').textContent()).resolves.toMatch(/paused/)
    await expect(gift.getByTestId('gift-status').textContent()).resolves.toMatch(/^Paused until /)
    await recheckAxe(page)

    await gift.getByRole('link', { name: 'Cancel this monthly gift' }).click()
    await arriveAt(page, /\/cancel\?gift=/)
    await recheckAxe(page)
    await page.getByRole('button', { name: 'Yes, cancel my monthly gift' }).click()
    await page.getByTestId('my-giving-notice').waitFor()
    await expect(page.getByTestId('my-giving-notice').textContent()).resolves.toMatch(/cancelled/)
    await expect(gift.getByTestId('gift-status').textContent()).resolves.toMatch(/^Cancelled/)
    await recheckAxe(page)

    // A used link: a clear page offering a new one.
    await visit(page, link)
    await page.getByTestId('link-expired').waitFor()
    expectNoProblems(page)
  })
})

describe('My giving with JavaScript off', () => {
  it('signs in and cancels a monthly gift with plain forms', { timeout: 180_000 }, async () => {
    const email = `noscript.${RUN}@example.org`
    await give({ b_email: email, donation_type: 'monthly', donation_amount: '30.00' })
    const page = await openPage(null, { javaScriptEnabled: false })
    const checker = await openPage(null)
    pages.push(page, checker)
    const NO_SCRIPT = { axe: false, settle: false } as const

    await visit(page, '/ways-to-give/my-giving', NO_SCRIPT)
    // No script ran: the page works on plain forms alone.
    expect(await page.evaluate(() => '__next_f' in self)).toBe(false)
    await axeWithoutScripts(page, checker)
    await page.getByLabel('Your e-mail address').fill(email)
    await page.getByRole('button', { name: 'E-mail me a link' }).click()
    await arriveAt(page, /asked=sent/)
    await axeWithoutScripts(page, checker)

    await visit(page, await linkFor(email, 0), NO_SCRIPT)
    await axeWithoutScripts(page, checker)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await arriveAt(page, /\/ways-to-give\/my-giving$/)
    await expect(page.getByTestId('signed-in-as').textContent()).resolves.toBe(email)
    await axeWithoutScripts(page, checker)

    const gift = page.getByTestId('monthly-gift')
    await gift.getByRole('link', { name: 'Cancel this monthly gift' }).click()
    await arriveAt(page, /\/cancel\?gift=/)
    await axeWithoutScripts(page, checker)
    await page.getByRole('button', { name: 'Yes, cancel my monthly gift' }).click()
    await arriveAt(page, /\/ways-to-give\/my-giving(#gift-\d+)?$/)
    await expect(page.getByTestId('my-giving-notice').textContent()).resolves.toMatch(/cancelled/)
    await expect(gift.getByTestId('gift-status').textContent()).resolves.toMatch(/^Cancelled/)
    await axeWithoutScripts(page, checker)
    expectNoProblems(page)
  })
})
