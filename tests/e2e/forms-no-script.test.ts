/**
 * The five public forms and the donation type choice with JavaScript off, at 390 px: each form
 * posts the page itself (a POST, never a GET), the page answers with the success text where the
 * form was, and the submission is stored. No request's address ever carries what was typed.
 * One refused post shows the errors at their fields (and in a summary that takes the focus)
 * with everything typed kept. axe checks each answer (its HTML, scripts left out, in a scripted
 * page: axe itself needs scripts).
 */
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { adminToken, axeWithoutScripts, closeBrowser, closePage, expectNoProblems, openPage, siteUrl, visit, MOBILE } from '../helpers/browser'
import { getStaticData } from '../helpers/site'
import { fillForm } from '../helpers/fillForm'

const RUN = crypto.randomBytes(3).toString('hex')
const NO_SCRIPT = { axe: false, settle: false } as const
let auth: string
let orgName: string
let checker: Page
const pages: Page[] = []
/** Every request each page made, as "METHOD url". */
const requests = new Map<Page, string[]>()

beforeAll(async () => {
  auth = await adminToken()
  orgName = (await getStaticData()).name
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
  const seen: string[] = []
  requests.set(page, seen)
  page.on('request', (request) => seen.push(`${request.method()} ${request.url()}`))
  await visit(page, path, NO_SCRIPT)
  expect(await page.evaluate(() => '__next_f' in self)).toBe(false)
  return page
}

/** Sends the form and waits for the page that answers it; the post went to the page's own address. */
async function send(page: Page, form: Locator, path: string) {
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && response.url() === siteUrl(path))
  await form.getByRole('button', { name: /submit|sign up/i }).click()
  expect((await answer).status()).toBe(200)
  await page.waitForLoadState('load')
  expect(page.url()).toBe(siteUrl(path))
}

/**
 * No address any request of the page used carries a typed value (plain or encoded). Values of
 * fewer than 6 characters (an age, "BC") are left out: they occur by chance in file names.
 */
function expectNothingTypedInAddresses(page: Page, values: string[]) {
  const seen = requests.get(page)!
  const typed = values.filter((value) => value.length >= 6)
  expect(seen.length).toBeGreaterThan(0)
  expect(typed.length).toBeGreaterThan(2)
  for (const line of seen) {
    const url = line.slice(line.indexOf(' ') + 1)
    const decoded = decodeURIComponent(url.replace(/\+/g, ' '))
    for (const value of typed) expect(decoded, line).not.toContain(value)
  }
}

async function stored(email: string): Promise<{ form: string; name: string; fields: Record<string, string> }> {
  const res = await fetch(siteUrl(`/api/form-submissions?where[email][equals]=${encodeURIComponent(email)}&depth=0`), { headers: { authorization: auth } })
  const body = (await res.json()) as { docs: { form: string; name: string; fields: Record<string, string> }[] }
  expect(body.docs).toHaveLength(1)
  return body.docs[0]!
}

async function expectSent(page: Page, form: Locator, text: string) {
  const sent = form.getByTestId('form-sent')
  await sent.waitFor()
  expect(await sent.getAttribute('role')).toBe('status')
  expect(await sent.innerText()).toContain(text)
  // The answer takes the focus, so it is in view and read out although the page opened at its top.
  // Chromium applies autofocus at its next rendering step, which can come after "load" on a busy machine.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('form-sent')
}

describe('public forms with JavaScript off (390 px)', () => {
  it('contact: a refused post shows each error at its field with everything typed kept; corrected, it is stored', async () => {
    const path = '/about-us/contact-us'
    const page = await open(path)
    const form = () => page.locator('main').getByRole('form', { name: 'Contact us' })
    const email = `casey.${RUN}@example.org`
    const typed = { full_name: `Casey Noscript ${RUN}`, email: `casey.${RUN}.example.org`, phone: '604-555-0175', message: `Where do the groups meet? ${RUN}` }
    await fillForm(form(), typed)
    await send(page, form(), path)

    const summary = form().getByTestId('form-error-summary')
    await summary.waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('form-error-summary')
    expect(await summary.getByRole('link').count()).toBe(2)
    for (const name of ['email', 'subject']) {
      const field = form().locator(`[name="${name}"]`)
      expect(await field.getAttribute('aria-invalid'), name).toBe('true')
      const describedBy = (await field.getAttribute('aria-describedby'))!
      const error = await page.locator(`[id="${describedBy.split(' ')[0]}"]`).innerText()
      expect(error.length, name).toBeGreaterThan(5)
      // The summary's link leads to this field.
      expect(await summary.getByRole('link', { name: error }).getAttribute('href')).toBe(`#${await field.getAttribute('id')}`)
    }
    expect(await form().locator('[aria-invalid="true"]').count()).toBe(2)
    for (const [name, value] of Object.entries(typed)) expect(await form().locator(`[name="${name}"]`).inputValue(), name).toBe(value)
    await axeWithoutScripts(page, checker)

    // Keyboard only: from the summary, Tab reaches its first link, which leads to the field; the corrected form is sent with Enter.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toMatch(/-email$/)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email')
    await form().locator('[name="email"]').fill(email)
    await form().locator('[name="subject"]').fill('Support group times')
    const answer = page.waitForResponse((response) => response.request().method() === 'POST' && response.url() === siteUrl(path))
    await form().locator('[name="subject"]').press('Enter')
    await answer
    await expectSent(page, form(), `Thanks for your interest in ${orgName}. We will get back to you shortly on your inquiry.`)
    // A sent form is empty again.
    expect(await form().locator('[name="full_name"]').inputValue()).toBe('')
    await axeWithoutScripts(page, checker)

    const submission = await stored(email)
    expect(submission.form).toBe('704')
    expect(submission.name).toBe(typed.full_name)
    expect(submission.fields).toMatchObject({ subject: 'Support group times', message: typed.message, phone: typed.phone })
    expect(Object.keys(submission.fields).filter((name) => name.startsWith('$'))).toEqual([])
    expectNothingTypedInAddresses(page, [...Object.values(typed), email])
    expectNoProblems(page)
  })

  it('newsletter (footer): stored, and the person is a subscriber', async () => {
    const path = '/get-involved/volunteer'
    const page = await open(path)
    const form = page.locator('footer').getByRole('form', { name: 'Newsletter sign-up' })
    const typed = { first_name: `Noa${RUN}`, last_name: 'Noscript', email: `noa.${RUN}@example.org` }
    await fillForm(form, typed)
    await send(page, form, path)
    await expectSent(page, form, 'You’ve been successfully added to the list to receive updates from us.')
    // Only the form that was sent answers: the volunteer form on the same page is untouched.
    expect(await page.locator('main').getByTestId('form-sent').count()).toBe(0)
    await axeWithoutScripts(page, checker)
    expect((await stored(typed.email)).fields).toMatchObject(typed)
    const subscribers = await fetch(siteUrl(`/api/subscribers?where[email][equals]=${encodeURIComponent(typed.email)}`), { headers: { authorization: auth } })
    expect(((await subscribers.json()) as { docs: { status: string }[] }).docs.map((d) => d.status)).toEqual(['subscribed'])
    expectNothingTypedInAddresses(page, Object.values(typed))
    expectNoProblems(page)
  })

  it('volunteer: stored with both ticked choices', async () => {
    const path = '/get-involved/volunteer'
    const page = await open(path)
    const form = page.locator('main').getByRole('form', { name: 'Volunteer sign-up' })
    const typed = { full_name: `Val Noscript ${RUN}`, email: `val.${RUN}@example.org`, city: 'Nanaimo', province: 'BC', phone: '250-555-0168' }
    await fillForm(form, { ...typed, volunteer_for: 'Foundation', events: 'Pars for Prostate' })
    await form.locator('[name="volunteer_for"][value="Support Groups"]').check()
    await send(page, form, path)
    await expectSent(page, form, `Thanks for your interest in ${orgName}. We will get back to you shortly on possible volunteer positions available.`)
    await axeWithoutScripts(page, checker)
    expect((await stored(typed.email)).fields).toMatchObject({ ...typed, volunteer_for: 'Foundation, Support Groups', events: 'Pars for Prostate' })
    expectNothingTypedInAddresses(page, Object.values(typed))
    expectNoProblems(page)
  })

  it('peer support: stored with its topics and sub-topics, and a case is opened', async () => {
    const path = '/get-support/peer-support'
    const page = await open(path)
    const form = page.locator('main').getByRole('form', { name: 'Peer support one-on-one request' })
    const topics = form.getByTestId('peer-topics')
    // Without scripts every sub-topic is shown (nothing to open).
    await topics.getByRole('checkbox', { name: 'Surgery' }).check()
    await topics.getByRole('checkbox', { name: 'Treatment choices' }).check()
    const typed = { first_name: `Pia${RUN}`, last_name: 'Noscript', email: `pia.${RUN}@example.org`, phone: '604-555-0186', date_of_diagnosis: '05/01/2025', age_at_diagnosis: '63' }
    await fillForm(form, { ...typed, preferred_contact: 'Email', best_time_to_contact: 'AM' })
    await send(page, form, path)
    await expectSent(page, form, 'Your request for a One-on-One session has been received.')
    await axeWithoutScripts(page, checker)
    const { fields } = await stored(typed.email)
    expect(fields).toMatchObject({ ...typed, preferred_contact: 'Email', best_time_to_contact: 'AM', treatment_main: 'Treatment choices', treatment_sub: 'Sub Topics: Surgery' })
    const cases = await fetch(siteUrl(`/api/peer-support-cases?where[email][equals]=${encodeURIComponent(typed.email)}&depth=0`), { headers: { authorization: auth } })
    expect(((await cases.json()) as { totalDocs: number }).totalDocs).toBe(1)
    expectNothingTypedInAddresses(page, Object.values(typed))
    expectNoProblems(page)
  })

  it('Reef Knot Kit: stored, the kit in French as Yes, the questions for the person themselves answered', async () => {
    const path = '/get-support/reef-knot-kits'
    const page = await open(path)
    const form = page.locator('main').getByRole('form', { name: 'Reef Knot Kit request' })
    // Without scripts the surgery and work questions are always shown, marked as for the person themselves.
    expect(await form.getByTestId('kit-questions').innerText()).toContain('only if the kit is for you')
    const typed = {
      rkfname: `Rory${RUN}`,
      rklname: 'Noscript',
      rkadd: `${RUN} Harbour Road`,
      rkcity: 'Prince Rupert',
      rkprov: 'BC',
      rkpcode: 'V8J 1A1',
      rkemail: `rory.${RUN}@example.org`,
      rktel: '250-555-0193',
    }
    await fillForm(form, { ...typed, rkquant: '1', rkwho: 'Myself, newly diagnosed', plan_for_prostate_removal_surgery: 'Yes', return_to_work: 'No' })
    await form.getByRole('checkbox', { name: 'I would like the kit in French' }).check()
    await send(page, form, path)
    await expectSent(page, form, 'Your request for Reef Knot Kit has been received.')
    await axeWithoutScripts(page, checker)
    expect((await stored(typed.rkemail)).fields).toMatchObject({
      ...typed,
      rkquant: '1',
      rkwho: 'Myself, newly diagnosed',
      plan_for_prostate_removal_surgery: 'Yes',
      return_to_work: 'No',
      kit_in_french: 'Yes',
    })
    expectNothingTypedInAddresses(page, Object.values(typed))
    expectNoProblems(page)
  })

  it('the donation type choice: Single Donation is a link to the form, which says it needs JavaScript and where else to give', async () => {
    const page = await open('/ways-to-give/donate')
    const choice = page.getByTestId('donation-type-choice')
    await choice.getByRole('link', { name: /Single Donation/ }).click()
    await page.waitForURL(/\/ways-to-give\/donate-online\?type=single$/)
    const notice = page.getByTestId('donate-needs-scripts')
    await notice.waitFor()
    expect(await notice.innerText()).toMatch(/needs JavaScript/)
    expect(await page.locator('form[aria-label="Online donation"]').innerText()).toContain('Single Donation')
    await axeWithoutScripts(page, checker)
    expectNoProblems(page)
  })
})
