/**
 * The donation area in the browser: a single gift from the type choice to the printed receipt,
 * a monthly gift, decline and timeout to the payment error screen, a card check the frame answers
 * too late (the frame is replaced, so its answer is never taken for the next card), the server's b_email error
 * and other server errors, the one-second submit delay, amount rules, honour/memoriam fields,
 * the draft (restored, then dropped after 10 minutes with a controlled clock), the not-found
 * rules of the receipt and error screens, and finally that no card number reached the
 * database or the server log. axe runs on every page and step.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { adminToken, closeBrowser, closePage, expectErrorStatusFor, expectNoProblems, openPage, recheckAxe, settlePage, siteUrl, visit, siteServerLog } from '../helpers/browser'
import { getStaticData, type StaticData } from '../helpers/site'
import { CARD_EXPIRY, cardFrame, typeCard } from '../helpers/cardFrame'
import { TEST_CARD } from '../helpers/donations'
import { readPdf } from '../helpers/pdf'

const RUN = crypto.randomBytes(4).toString('hex')
const EMAIL = `donor.${RUN}@example.org`
const NOT_FOUND = 'Sorry, this page can\u2019t be found.'
const NO_RECEIPT_HERE = 'Your tax receipts'
let data: StaticData
const pages: Page[] = []

beforeAll(async () => {
  data = await getStaticData()
})
afterAll(async () => {
  for (const p of pages) await closePage(p)
  await closeBrowser()
})

async function newPage(path: string | null = null, width = 1280) {
  const page = await openPage(null, { width, height: 900 })
  // Record print() calls instead of opening a dialog.
  await page.addInitScript(() => {
    const w = window as Window & { __printCalls?: number[] }
    w.__printCalls = []
    window.print = () => {
      w.__printCalls!.push(performance.now())
    }
  })
  pages.push(page)
  if (path) await visit(page, path)
  return page
}

const form = (page: Page) => page.getByRole('form', { name: 'Online donation' })
const stepHeading = (page: Page) => form(page).getByTestId('step-heading')
const hasFocus = (element: Locator) => element.evaluate((el) => el === document.activeElement)
/** The texts a field's aria-describedby points to (its error and its hint). */
const errorOrHint = async (field: Locator) => {
  const ids = (await field.getAttribute('aria-describedby')) ?? ''
  const texts = await Promise.all(ids.split(' ').filter(Boolean).map((id) => field.page().locator(`#${id}`).textContent()))
  return texts.join(' ')
}
const errorOf = async (field: Locator) => {
  const ids = (await field.getAttribute('aria-describedby')) ?? ''
  const page = field.page()
  const texts = await Promise.all(ids.split(' ').filter((id) => id.endsWith('-error')).map((id) => page.locator(`#${id}`).textContent()))
  return texts.join(' ')
}

/**
 * Presses Next and waits for the step's check to answer (the button busy, then not): an error
 * that reads as it did before proves nothing until then, and a card changed while the frame is
 * still checking the last one may be judged as it stood at either moment.
 */
async function pressNextAndWaitForCheck(f: Locator) {
  const button = f.getByRole('button', { name: 'Next' })
  await button.click()
  await expect.poll(() => button.getAttribute('aria-busy')).toBeNull()
}

async function fillCard(page: Page, card: string, amount = '50') {
  const f = form(page)
  await f.getByRole('radio', { name: `$${amount}` }).check({ force: true })
  await typeCard(page, card)
  await f.getByLabel('Name on card').fill('Pat Donor')
}

async function fillBilling(page: Page, email = EMAIL) {
  const f = form(page)
  await f.getByLabel('Street address').fill('1 Test Road')
  await f.getByLabel('City').fill('Victoria')
  await f.getByLabel('Province or state').fill('BC')
  await f.getByLabel('Postal code').fill('V8V 0A0')
  await f.getByLabel('Telephone').fill('250-555-0101')
  await f.getByLabel('Email').fill(email)
}

async function toLastStep(page: Page, card: string) {
  await fillCard(page, card)
  await form(page).getByRole('button', { name: 'Next' }).click()
  await fillBilling(page)
  await form(page).getByRole('button', { name: 'Next' }).click()
  await expect.poll(() => stepHeading(page).textContent()).toContain('Step 3 of 3')
}

/** The page's window, holding how long Donate now stayed disabled once it had appeared (ms). */
type LockTimedWindow = Window & { donateLockMs?: Promise<number> }

/**
 * Holds the card frame's token requests until `letGo`, then answers them in the order asked. A
 * request whose frame is gone by then is dropped: its answer has nowhere to go.
 */
async function holdCardChecks(page: Page) {
  let asked = 0
  let letGo!: () => void
  const gate = new Promise<void>((resolve) => (letGo = resolve))
  let inOrder: Promise<unknown> = gate
  await page.route('**/HPPtoken/request', (route) => {
    asked += 1
    inOrder = inOrder.then(async () => route.fulfill({ response: await route.fetch() }).catch(() => undefined))
  })
  return { asked: () => asked, letGo }
}

async function submitWhenReady(page: Page) {
  const button = form(page).getByRole('button', { name: /Donate now|Give monthly/ })
  await expect.poll(() => button.isEnabled()).toBe(true)
  await button.click()
}

describe('single gift', () => {
  it('goes from the type choice through three steps to the thank-you page and the printed receipt', async () => {
    const page = await newPage('/ways-to-give/donate')
    await page.getByTestId('donation-type-choice').getByRole('link', { name: /Single Donation/ }).click()
    await page.waitForURL(/\/ways-to-give\/donate-online\?type=single/)
    const f = form(page)
    await f.waitFor()
    await settlePage(page)
    expect(await stepHeading(page).textContent()).toContain('Step 1 of 3')
    expect(await f.locator('[data-testid="stepper"] li[aria-current="step"]').count()).toBe(1)

    // Next validates the step: nothing chosen. Focus goes to the first error on the page (the amount).
    await f.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => f.getByText('Please select or input amount').count()).toBe(1)
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('selectAmount-25')
    // The empty card field: the frame's answer is shown under it, tied to it and announced.
    const frameElement = f.getByTestId('card-frame')
    await expect.poll(() => errorOf(frameElement)).toBe('Please enter a valid card number.')
    expect(await f.locator('#card_token-error').getAttribute('role')).toBe('alert')
    expect(await frameElement.getAttribute('title')).toMatch(/Card number and expiry/)
    expect(await cardFrame(page).getByLabel('Card number').getAttribute('aria-invalid')).toBe('true')
    await recheckAxe(page, 'form')

    // Amount rules: a preset clears the other amount and the other amount clears the preset.
    await f.getByRole('radio', { name: '$25' }).check({ force: true })
    expect(await f.getByText('Please select or input amount').count()).toBe(0)
    await f.getByLabel('Other amount').fill('0')
    expect(await f.getByRole('radio', { name: '$25' }).isChecked()).toBe(false)
    await f.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => errorOf(f.getByLabel('Other amount'))).toBe('The amount must be at least 0.01')
    await f.getByLabel('Other amount').fill('0.01')
    await expect.poll(() => errorOf(f.getByLabel('Other amount'))).toBe('')
    await f.getByRole('radio', { name: '$50' }).check({ force: true })
    expect(await f.getByLabel('Other amount').inputValue()).toBe('')

    // The frame checks the card with the Luhn rule, and the expiry.
    await cardFrame(page).getByLabel('Card number').fill('4242424242424241')
    await cardFrame(page).getByLabel('Expiry (MMYY)').fill(CARD_EXPIRY)
    await pressNextAndWaitForCheck(f)
    expect(await errorOf(frameElement)).toBe('Please enter a valid card number.')
    await cardFrame(page).getByLabel('Card number').fill(TEST_CARD.approve)
    await cardFrame(page).getByLabel('Expiry (MMYY)').fill('0120')
    await pressNextAndWaitForCheck(f)
    expect(await errorOf(frameElement)).toBe('Please enter a valid expiry date (MMYY).')
    await fillCard(page, TEST_CARD.approve)
    await f.getByRole('button', { name: 'Next' }).click()

    await expect.poll(() => stepHeading(page).textContent()).toContain('Step 2 of 3')
    expect(await f.locator('[data-testid="stepper"] li[data-state="completed"]').count()).toBe(1)
    // Not asked twice: the name on the card fills the billing name.
    expect(await f.getByLabel('First name').inputValue()).toBe('Pat')
    expect(await f.getByLabel('Last name').inputValue()).toBe('Donor')
    await recheckAxe(page, 'form')
    await fillBilling(page)
    // Submit stays disabled for a second after the last step appears. The page times it: on a
    // busy machine the test's own polling can notice the step a few hundred ms late.
    await page.evaluate(() => {
      const timed = window as LockTimedWindow
      timed.donateLockMs = new Promise((resolve) => {
        let shownAt: number | undefined
        const observer = new MutationObserver(() => {
          const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Donate now'))
          if (!button) return
          if (shownAt === undefined && button.disabled) shownAt = performance.now()
          if (shownAt !== undefined && !button.disabled) {
            observer.disconnect()
            resolve(performance.now() - shownAt)
          }
        })
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] })
      })
    })
    await f.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => stepHeading(page).textContent()).toContain('Step 3 of 3')
    const submit = f.getByRole('button', { name: 'Donate now' })
    await expect.poll(() => submit.isEnabled()).toBe(true)
    expect(await page.evaluate(() => (window as LockTimedWindow).donateLockMs)).toBeGreaterThanOrEqual(950)

    // The news opt-in is not ticked in advance, and there is no office note for donors.
    expect(await f.getByLabel(/send me news about our programs/).isChecked()).toBe(false)
    expect(await f.getByLabel(/Office use/).count()).toBe(0)

    // Honour and memoriam fields: shown, required, cleared.
    expect(await f.getByTestId('honour-fields').count()).toBe(0)
    await f.getByLabel('Gift in Honour').check()
    expect(await f.getByLabel('Occasion').isVisible()).toBe(true)
    await f.getByLabel('First name').fill('Sam')
    await submit.click()
    await expect.poll(() => errorOf(f.getByLabel('Last name'))).toBe('This field is required')
    expect(await errorOf(f.getByLabel('Postal code'))).toBe('This field is required')
    await recheckAxe(page, 'form')
    // No card: no address asked for, and its errors go.
    await f.getByLabel('No card, thank you').check()
    expect(await f.getByLabel('Postal code').count()).toBe(0)
    expect(await f.getByLabel('Street address').count()).toBe(0)
    await f.getByLabel('Yes, post a card').check()
    expect(await f.getByLabel('Street address').inputValue()).toBe('')
    await f.getByLabel('Gift in Memoriam').check()
    expect(await f.getByLabel('Occasion').count()).toBe(0)
    expect(await f.getByLabel('First name').inputValue()).toBe('Sam')
    await f.getByLabel('Gift to the Foundation').check()
    expect(await f.getByTestId('honour-fields').count()).toBe(0)
    await f.getByLabel('Gift in Honour').check()
    expect(await f.getByLabel('First name').inputValue()).toBe('')
    await f.getByLabel('Gift to the Foundation').check()

    // Back goes down one step and keeps what was entered.
    await f.getByRole('button', { name: 'Back' }).click()
    await expect.poll(() => stepHeading(page).textContent()).toContain('Step 2 of 3')
    expect(await f.getByLabel('Email').inputValue()).toBe(EMAIL)
    await f.getByRole('button', { name: 'Next' }).click()
    await submitWhenReady(page)

    await page.waitForURL(/\/ways-to-give\/thank-you$/)
    const thanks = page.getByTestId('thank-you')
    await thanks.waitFor()
    // Focus moves to the answer's heading, so a screen reader reads it at once.
    await expect.poll(() => hasFocus(thanks.getByRole('heading', { level: 1 }))).toBe(true)
    expect(await thanks.getByTestId('amount').textContent()).toBe('$50.00')
    expect(await thanks.getByTestId('reference').textContent()).toMatch(/^T\d+$/)
    expect(await page.evaluate(() => localStorage.getItem('pcfFormData'))).toBeNull()
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('pcfApprovedData')))!)
    expect(stored).toMatchObject({ ResponseCode: '027', donation_type: 'single', b_email: EMAIL })
    expect(JSON.stringify(stored)).not.toContain(TEST_CARD.approve)
    await recheckAxe(page)

    await thanks.getByRole('link', { name: 'Tax receipt' }).click()
    await page.waitForURL(/\/ways-to-give\/tax-receipt$/)
    const receipt = page.getByTestId('tax-receipt')
    await receipt.waitFor()
    expect(await receipt.getByRole('heading', { level: 1 }).textContent()).toBe('Online Donations')
    expect(await receipt.textContent()).toContain('Please find below your official tax receipt for income tax purposes.')
    expect(await receipt.getByTestId('receipt').count()).toBe(1)
    expect(await receipt.getByTestId('receipt-duplicate').textContent()).toContain('DUPLICATE COPY')
    const text = (await receipt.getByTestId('receipt').textContent())!
    for (const expected of [data.name, data.charityNumber, 'Official receipt for income tax purposes', 'canada.ca/charities-giving', 'Pat Donor', '$50.00', `PCF-`]) {
      expect(text).toContain(expected)
    }
    await expect.poll(() => page.evaluate(() => (window as Window & { __printCalls?: number[] }).__printCalls!.length)).toBe(1)
    expect(await page.evaluate(() => (window as Window & { __printCalls?: number[] }).__printCalls![0]! >= 500)).toBe(true)
    expect(await receipt.locator('style').textContent()).toMatch(/@page\s*\{\s*size:\s*auto;\s*margin:\s*0;/)
    await recheckAxe(page)

    // The receipt also downloads as a PDF from its signed link.
    const pdf = await fetch(siteUrl(`/api/donate/receipt?token=${encodeURIComponent(stored.receiptToken)}`))
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    // Read back with poppler: the text is drawn in embedded Inter, so it is not plain in the file.
    expect(readPdf(new Uint8Array(await pdf.arrayBuffer())).text).toContain(data.charityNumber)
    expect(await receipt.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toContain('/api/donate/receipt?token=')
    expect(await receipt.getByRole('button', { name: 'Print' }).isVisible()).toBe(true)

    // The signed link reopens the receipt in a browser without the stored data.
    const link = stored.receiptToken as string
    const other = await newPage(`/ways-to-give/tax-receipt?token=${encodeURIComponent(link)}`)
    expect(await other.getByTestId('receipt').textContent()).toContain('Pat Donor')
    expectNoProblems(other)
    expectNoProblems(page)
  })

  it('answers a second Next, pressed while the first card check is still out, for the card as corrected', async () => {
    const page = await newPage('/ways-to-give/donate-online?type=single')
    const { asked, letGo } = await holdCardChecks(page)
    const f = form(page)
    await fillCard(page, '4242424242424241')
    await f.getByRole('button', { name: 'Next' }).click()
    await expect.poll(asked).toBe(1)
    // While the card is being checked, the page says so beside Next.
    const checking = f.getByTestId('step-checking')
    await expect.poll(() => checking.textContent()).toBe('Checking your card…')
    expect(await f.getByRole('button', { name: 'Next' }).getAttribute('aria-busy')).toBe('true')
    // The donor corrects the number (with an old expiry) and presses Next before the first answer.
    await typeCard(page, TEST_CARD.approve, '0120')
    await f.getByRole('button', { name: 'Next' }).click()
    letGo()
    await expect.poll(asked).toBe(2)
    await expect.poll(() => errorOf(f.getByTestId('card-frame'))).toBe('Please enter a valid expiry date (MMYY).')
    await expect.poll(() => checking.textContent()).toBe('')
    expect(await f.getByRole('button', { name: 'Next' }).getAttribute('aria-busy')).toBeNull()
    expect(await stepHeading(page).textContent()).toContain('Step 1 of 3')
    expectNoProblems(page)
  })

  it('replaces the card frame when its check times out, so its late answer is never taken for the next card', async () => {
    const page = await newPage()
    await page.clock.install()
    await visit(page, '/ways-to-give/donate-online?type=single')
    const { asked, letGo } = await holdCardChecks(page)
    const f = form(page)
    await fillCard(page, TEST_CARD.decline)
    await f.getByRole('button', { name: 'Next' }).click()
    await expect.poll(asked).toBe(1)
    // No answer within the page's wait: the donor is told, and the card field starts afresh.
    await page.clock.fastForward(21_000)
    await expect.poll(() => errorOf(f.getByTestId('card-frame'))).toMatch(/could not be checked in time, so the card field was cleared/)
    expect(await stepHeading(page).textContent()).toContain('Step 1 of 3')
    await expect.poll(() => cardFrame(page).getByLabel('Card number').inputValue()).toBe('')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('card_token')
    await recheckAxe(page, 'form')
    // The donor types another card and presses Next; only then does the late answer come.
    await typeCard(page, TEST_CARD.approve)
    await f.getByRole('button', { name: 'Next' }).click()
    await expect.poll(asked).toBe(2)
    letGo()
    await expect.poll(() => stepHeading(page).textContent()).toContain('Step 2 of 3')
    await fillBilling(page)
    await f.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => stepHeading(page).textContent()).toContain('Step 3 of 3')
    await submitWhenReady(page)
    // The card charged is the one the donor typed last (the first was a declining card).
    await page.waitForURL(/thank-you$/)
    expectNoProblems(page)
  })

  it('checks the card pressed for before the card frame has loaded once the frame is there', async () => {
    // The frame's own page is held (a slow line) until the donor has pressed Next.
    let letGo!: () => void
    const gate = new Promise<void>((resolve) => (letGo = resolve))
    let frameAsked = false
    const page = await newPage()
    await page.route(/[?&]pmmsg=true/, async (route) => {
      frameAsked = true
      await gate
      await route.continue()
    })
    // Not `visit`: the page's load event waits for the held frame.
    await page.goto(siteUrl('/ways-to-give/donate-online?type=single'), { waitUntil: 'domcontentloaded' })
    const f = form(page)
    await f.waitFor()
    await expect.poll(() => frameAsked).toBe(true)
    // The empty box says what it is waiting for, not a blank that looks broken.
    const loading = f.getByRole('status').filter({ hasText: 'Loading the secure card field…' })
    expect(await loading.isVisible()).toBe(true)
    await recheckAxe(page, 'form')
    await f.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => f.getByTestId('step-checking').textContent()).toBe('Checking your card…')
    letGo()
    // The frame's answer for the empty card, not "could not be checked" after a long wait.
    await expect.poll(() => errorOf(f.getByTestId('card-frame')), { timeout: 10_000 }).toBe('Please enter a valid card number.')
    expect(await stepHeading(page).textContent()).toContain('Step 1 of 3')
    expect(await loading.count()).toBe(0)
    await recheckAxe(page, 'form')
    expectNoProblems(page)
  })
})

describe('gift in memory', () => {
  it('separates the person remembered from the card, and the thank-you page says a card will be posted', async () => {
    const page = await newPage('/ways-to-give/donate-online?type=single', 390)
    await toLastStep(page, TEST_CARD.approve)
    const f = form(page)
    await f.getByLabel('Gift in Memoriam').check()
    const fields = f.getByTestId('honour-fields')
    expect(await fields.getByRole('group', { name: 'The person you are remembering' }).count()).toBe(1)
    expect(await fields.getByRole('group', { name: 'Who receives the card' }).count()).toBe(1)
    expect(await fields.getByRole('group', { name: 'What the card says' }).count()).toBe(1)
    // "From" and "On behalf of" each say what the card prints.
    expect(await errorOrHint(f.getByLabel('From', { exact: true }))).toMatch(/made “by” this name/)
    expect(await errorOrHint(f.getByLabel('On behalf of (optional)'))).toMatch(/Sent on behalf of/)
    await f.getByLabel('First name').fill('Sam')
    await f.getByLabel('Last name').fill('Remembered')
    await f.getByLabel('Name of the person receiving the card').fill('Jo Remembered')
    await f.getByLabel('Street address').fill('3 Pine Road')
    await f.getByLabel('City').fill('Kamloops')
    await f.getByLabel('Province or state').fill('BC')
    await f.getByLabel('Postal code').fill('ZZZ')
    await f.getByLabel('Country').fill('Canada')
    await submitWhenReady(page)
    await expect.poll(() => errorOf(f.getByLabel('Postal code'))).toMatch(/Canadian postal code/)
    await recheckAxe(page, 'form')
    await f.getByLabel('Postal code').fill('V2C 0A1')
    await submitWhenReady(page)
    await page.waitForURL(/thank-you$/)
    const note = page.getByTestId('tribute-note')
    await note.waitFor()
    expect(await note.textContent()).toMatch(/gift in memory of Sam Remembered.*We will post a card to Jo Remembered/)
    await recheckAxe(page)
    expectNoProblems(page)
  })
})

describe('monthly gift, declines and errors', () => {
  it('enrols a monthly gift and explains billing, receipts and cancelling', async () => {
    const page = await newPage('/ways-to-give/donate-online?type=monthly')
    await toLastStep(page, TEST_CARD.approve)
    await submitWhenReady(page)
    await page.waitForURL(/thank-you$/)
    const details = page.getByTestId('monthly-details')
    await details.waitFor()
    const text = await details.textContent()
    expect(text).toContain('15th of each month')
    expect(text).toContain('February 28th')
    // Cancelling is online and at once, on My giving: no notice period, no phone call.
    expect(text).not.toMatch(/notice|by calling/)
    expect(text).toContain('a cancellation takes effect at once')
    expect(await details.getByRole('link', { name: 'My giving' }).getAttribute('href')).toBe('/ways-to-give/my-giving')
    expect(await page.getByTestId('thank-you').getByRole('link', { name: 'Tax receipt' }).count()).toBe(0)
    expectNoProblems(page)
  })

  it('sends a declined card to the payment error screen with code and message', async () => {
    const page = await newPage('/ways-to-give/donate-online?type=single')
    await toLastStep(page, TEST_CARD.decline)
    await submitWhenReady(page)
    await page.waitForURL(/payment-error$/)
    const screen = page.getByTestId('payment-error')
    await screen.waitFor()
    expect(await screen.getByRole('heading', { level: 1 }).textContent()).toBe('Payment Error')
    await expect.poll(() => hasFocus(screen.getByRole('heading', { level: 1 }))).toBe(true)
    expect(await screen.getByTestId('error-code').textContent()).toMatch(/^481: Declined/)
    expect(await screen.getByTestId('terminal-message').textContent()).toBe('DECLINED')
    expect(await screen.getByRole('link', { name: 'Back to Online Donations' }).getAttribute('href')).toBe('/ways-to-give/donate-online')
    await recheckAxe(page)
    // A declined payment has no receipt: the page says where receipts are instead.
    await visit(page, '/ways-to-give/tax-receipt')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(NO_RECEIPT_HERE)
    expectNoProblems(page)
  })

  it('tells the donor of a charge with no answer (the timeout card) that the gift is being confirmed, never "not charged"', async () => {
    const page = await newPage('/ways-to-give/donate-online?type=single')
    await toLastStep(page, TEST_CARD.timeout)
    await submitWhenReady(page)
    await page.waitForURL(/gift-being-confirmed$/)
    const screen = page.getByTestId('gift-being-confirmed')
    await screen.waitFor()
    const text = (await screen.textContent()) ?? ''
    expect(text).toMatch(/will e-mail you/)
    expect(text).not.toMatch(/not charged\b(?! and you can try again)/i)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('We are confirming your gift')
    await expect.poll(() => hasFocus(screen.getByRole('heading', { level: 1 }))).toBe(true)
    await recheckAxe(page)
    expectNoProblems(page)
  })

  it('sends the same Idempotency-Key again when the answer was lost, so the gift is charged once', async () => {
    const page = await newPage('/ways-to-give/donate-online?type=single')
    const keys: string[] = []
    let firstId: number | null = null
    await page.route('**/api/donate', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '')
      if (firstId !== null) return route.continue()
      // The server charges and answers, but the answer never reaches the browser.
      firstId = ((await (await route.fetch()).json()) as { id: number }).id
      await route.abort('aborted')
    })
    await toLastStep(page, TEST_CARD.approve)
    await submitWhenReady(page)
    await expect.poll(() => keys.length).toBe(1)
    await submitWhenReady(page)
    await page.waitForURL(/thank-you$/)
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
    // The retry is answered with the first charge's record, not a second charge.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pcfApprovedData') ?? 'null') as { id: number } | null)
    expect(firstId).not.toBeNull()
    expect(stored?.id).toBe(firstId)
    expectNoProblems(page)
  })

  it('shows a receipt number the approval could not get at once as soon as the server has it', async () => {
    const page = await newPage('/ways-to-give/donate-online?type=single')
    let numbered: number | null = null
    await page.route('**/api/donate', async (route) => {
      // A real approval, answered as if the counter had failed: approved, no number yet.
      const response = await route.fetch()
      const body = (await response.json()) as { id: number }
      numbered = body.id
      await route.fulfill({ response, json: { ...body, id: null } })
    })
    await toLastStep(page, TEST_CARD.approve)
    await submitWhenReady(page)
    await page.waitForURL(/thank-you$/)
    const thanks = page.getByTestId('thank-you')
    await expect.poll(() => thanks.getByTestId('receipt-link').count()).toBe(1)
    expect(numbered).not.toBeNull()
    expect(await thanks.textContent()).toContain(`PCF-${String(numbered).padStart(6, '0')}`)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pcfApprovedData') ?? 'null') as { id: number | null } | null)
    expect(stored?.id).toBe(numbered)
    await recheckAxe(page)
    expectNoProblems(page)
  })

  it('returns to step 2 with the server’s b_email error, and sends other errors to submission-error', async () => {
    const page = await newPage('/ways-to-give/donate-online?type=single')
    expectErrorStatusFor(page, '/api/donate')
    let answer: Record<string, unknown> = { errors: { b_email: ['bad'] } }
    await page.route('**/api/donate', (route) => route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify(answer) }))
    await toLastStep(page, TEST_CARD.approve)
    await submitWhenReady(page)
    await expect.poll(() => stepHeading(page).textContent()).toContain('Step 2 of 3')
    expect(await errorOf(form(page).getByLabel('Email'))).toBe('The email must be a valid email address.')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('b_email')
    await recheckAxe(page, 'form')

    answer = { errors: { donation_amount: ['Too much'] } }
    await form(page).getByRole('button', { name: 'Next' }).click()
    await submitWhenReady(page)
    await page.waitForURL(/submission-error$/)
    await page.getByTestId('submission-error').waitFor()
    expect(await page.getByTestId('submission-error').getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/')
    await recheckAxe(page)
    expectNoProblems(page)
  })
})

describe('draft and not-found rules', () => {
  it('restores the draft without card fields after a reload, and drops it after 10 minutes', async () => {
    const page = await newPage('/ways-to-give/donate-online?type=single')
    const f = form(page)
    await f.getByLabel('Other amount').fill('75')
    await f.getByLabel('Donation area').selectOption('Research')
    await cardFrame(page).getByLabel('Card number').fill(TEST_CARD.approve)
    await f.getByLabel('Name on card').fill('Pat Donor')
    const draft = JSON.parse((await page.evaluate(() => localStorage.getItem('pcfFormData')))!)
    expect(draft).toMatchObject({ otherAmount: '75', donation_area: 'Research', donation_type: 'single' })
    expect(typeof draft.timestamp).toBe('number')
    expect(draft.card_number).toBeUndefined()
    expect(draft.card_name).toBeUndefined()

    // The Donate button's page takes a returning donor to the form, values restored.
    await visit(page, '/ways-to-give/donate')
    await page.waitForURL(/donate-online\?type=single$/)
    await expect.poll(() => form(page).getByLabel('Other amount').inputValue()).toBe('75')
    expect(await form(page).getByLabel('Donation area').inputValue()).toBe('Research')
    expect(await cardFrame(page).getByLabel('Card number').inputValue()).toBe('')

    // Eleven minutes later (the page's clock), the draft is gone.
    await page.clock.install({ time: Date.now() + 11 * 60 * 1000 })
    await page.reload()
    await form(page).waitFor()
    await settlePage(page)
    expect(await form(page).getByLabel('Other amount').inputValue()).toBe('')
    expect(await form(page).getByLabel('Donation area').inputValue()).toBe('Area of greatest need')
    // The stale draft was replaced by a fresh one (saved on load) without the old values.
    // Compare fields, not the whole string: the fresh draft's timestamp can itself contain "75".
    const fresh = JSON.parse((await page.evaluate(() => localStorage.getItem('pcfFormData'))) ?? '{}')
    expect(fresh.otherAmount ?? '').not.toBe('75')
    expect(fresh.donation_area).not.toBe('Research')
    expectNoProblems(page)
  })

  it('points to My giving from the receipt screen, and shows the not-found screen for the error screens, without usable stored data', async () => {
    const page = await newPage(null, 390)
    const h1 = () => page.getByRole('heading', { level: 1 }).textContent()
    await visit(page, '/ways-to-give/tax-receipt')
    await expect.poll(h1).toBe(NO_RECEIPT_HERE)
    expect(await page.getByTestId('no-receipt-here').getByRole('link', { name: 'My giving' }).getAttribute('href')).toBe('/ways-to-give/my-giving')
    await visit(page, '/ways-to-give/payment-error')
    await expect.poll(h1).toBe(NOT_FOUND)
    await visit(page, '/ways-to-give/thank-you', { axe: false })
    await expect.poll(h1).toBe(NOT_FOUND)

    const store = (value: unknown) => page.evaluate((v) => localStorage.setItem('pcfApprovedData', JSON.stringify(v)), value)
    const base = { ReferenceNum: 'T1', donation_amount: '50.00', donation_type: 'single', TransDateTime: new Date().toISOString(), id: 1001, Message: 'X', b_fname: 'A', b_lname: 'B' }
    await store({ ...base, ResponseCode: 'abc' })
    await visit(page, '/ways-to-give/tax-receipt', { axe: false })
    await expect.poll(h1).toBe(NO_RECEIPT_HERE)
    await store({ ...base, ResponseCode: '030' })
    await visit(page, '/ways-to-give/tax-receipt', { axe: false })
    await expect.poll(h1).toBe(NO_RECEIPT_HERE)
    await store({ ...base, ResponseCode: '029' })
    await visit(page, '/ways-to-give/tax-receipt', { axe: false })
    await expect.poll(h1).toBe('Online Donations')
    await store({ ...base, ResponseCode: '' })
    await visit(page, '/ways-to-give/payment-error', { axe: false })
    await expect.poll(h1).toBe(NOT_FOUND)
    await store({ ...base, ResponseCode: '051' })
    await visit(page, '/ways-to-give/payment-error', { axe: false })
    await expect.poll(h1).toBe('Payment Error')
    // Forged signed links show nothing.
    await page.evaluate(() => localStorage.clear())
    await visit(page, '/ways-to-give/tax-receipt?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', { axe: false })
    await expect.poll(h1).toBe(NOT_FOUND)
    expectNoProblems(page)
  })

  it('landing and alternative ways show their content', async () => {
    const page = await newPage('/ways-to-give')
    const main = page.locator('main')
    expect(await main.getByTestId('cheque-address').textContent()).toContain(data.address3.postalCode)
    await visit(page, '/ways-to-give/alternative-ways-to-support-us')
    const text = (await main.textContent())!
    for (const topic of ['third-party event', 'securities', 'car', 'Endowment fund', 'Legacy giving', '$35,000', 'Corporate sponsorship']) expect(text).toContain(topic)
    expectNoProblems(page)
  })
})

describe('card data', () => {
  it('no card number reached the database or the server log', async () => {
    const auth = await adminToken()
    const res = await fetch(siteUrl(`/api/donations?limit=200&depth=0&where[b_email][equals]=${encodeURIComponent(EMAIL)}`), { headers: { authorization: auth } })
    const body = await res.text()
    expect(res.status).toBe(200)
    expect(JSON.parse(body).totalDocs).toBeGreaterThanOrEqual(4)
    expect(body).toContain('"cardLast4":"4242"')
    // Anonymous visitors read nothing.
    expect((await fetch(siteUrl('/api/donations'))).status).toBe(403)

    // The test server's database: the temporary folder whose file holds this run's donor.
    const candidates = fs.readdirSync(os.tmpdir()).filter((d) => d.startsWith('site-run-'))
    const dbs = candidates
      .map((d) => path.join(os.tmpdir(), d))
      .map((dir) => ['site.db', 'site.db-wal'].map((f) => path.join(dir, f)).filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f).toString('latin1')).join(''))
      .filter((bytes) => bytes.includes(EMAIL))
    expect(dbs).toHaveLength(1)
    const log = fs.readFileSync(siteServerLog(), 'utf8')
    for (const card of Object.values(TEST_CARD)) {
      expect(dbs[0]).not.toContain(card)
      expect(log).not.toContain(card)
      expect(body).not.toContain(card)
    }
  })
})
