/**
 * The five forms in the browser: errors beside every invalid field (axe-clean, focus on the
 * first), the spinner while sending, the success dialog's text (closed by its button, the
 * backdrop and Escape, focus returned), the peer-support sub-topic clearing, and a network
 * failure that keeps everything typed. The contact form is tested on its home, Contact Us.
 *
 * The forms' anti-spam minimum fill time (2 s in production) is 0 on the test server
 * (tests/e2e/globalSetup.ts), so these tests send as soon as the fields are filled in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { adminToken, closeBrowser, closePage, expectNoProblems, openPage, problemsOf, recheckAxe, siteUrl, visit, MOBILE } from '../helpers/browser'
import { getStaticData } from '../helpers/site'
import { fillForm } from '../helpers/fillForm'

let auth: string
let org: { name: string; email: string; phone: string }

beforeAll(async () => {
  auth = await adminToken()
  const data = await getStaticData()
  org = {
    name: data.name,
    email: data.contact.find((c) => c.href?.startsWith('mailto:'))!.value,
    phone: data.contact.find((c) => c.href?.startsWith('tel:'))!.value,
  }
})

afterAll(closeBrowser)

async function expectFieldErrors(page: Page, form: Locator, names: string[]) {
  for (const name of names) {
    const field = form.locator(`[name="${name}"]`).first()
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true')
    const type = await field.getAttribute('type')
    // Radios carry their error on the group (fieldset); other fields on themselves.
    const describedBy =
      type === 'radio'
        ? await field.evaluate((el) => el.closest('fieldset')!.getAttribute('aria-describedby'))
        : await field.getAttribute('aria-describedby')
    expect(describedBy, name).toBeTruthy()
    const text = await page.locator(`[id="${describedBy}"]`).innerText()
    expect(text.length, name).toBeGreaterThan(5)
  }
  expect(await form.locator('[aria-invalid="true"]').evaluateAll((els) => new Set(els.map((e) => e.getAttribute('name'))).size)).toBe(names.length)
}

/** Holds the form's post until the spinner has been seen (and checked), then lets it through. */
async function submitWatchingSpinner(page: Page, form: Locator) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    '**/api/forms/*/feedback',
    async (route) => {
      await held
      await route.continue()
    },
    { times: 1 },
  )
  await form.getByRole('button', { name: /submit|sign up/i }).click()
  try {
    await expect.poll(() => form.getByTestId('form-spinner').isVisible()).toBe(true)
    expect(await form.getByRole('button', { name: /submit|sign up/i }).count()).toBe(0)
  } finally {
    release()
  }
}

async function successDialog(page: Page, heading: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: heading })
  await dialog.waitFor({ state: 'visible' })
  return dialog
}

async function storedFields(email: string): Promise<Record<string, string>> {
  const res = await fetch(siteUrl(`/api/form-submissions?where[email][equals]=${encodeURIComponent(email)}&depth=0`), { headers: { authorization: auth } })
  const body = (await res.json()) as { docs: { fields: Record<string, string> }[] }
  expect(body.docs).toHaveLength(1)
  return body.docs[0]!.fields
}

describe('volunteer form', () => {
  it('shows every error, sends with a spinner, and thanks the volunteer in a dialog closed by its button', async () => {
    const page = await openPage('/get-involved/volunteer')
    const main = page.locator('main')
    expect(await main.getByRole('link', { name: /portrait photographer/i }).getAttribute('href')).toMatch(/\.pdf$/)
    expect(await main.getByRole('link', { name: 'contact us' }).getAttribute('href')).toBe('/about-us/contact-us')
    const form = main.getByRole('form', { name: 'Volunteer sign-up' })

    await form.getByRole('button', { name: 'Submit' }).click()
    await expectFieldErrors(page, form, ['full_name', 'email', 'city', 'province', 'phone'])
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('full_name')
    await recheckAxe(page, 'main form')

    await fillForm(form, { full_name: 'Pat E2E', email: 'bad-address', city: 'Victoria', province: 'BC', phone: '12' })
    await form.getByRole('button', { name: 'Submit' }).click()
    await expectFieldErrors(page, form, ['email', 'phone'])

    await fillForm(form, { email: 'pat.e2e@example.org', phone: '250-555-0142', volunteer_for: 'Foundation' })
    await form.locator('[name="volunteer_for"][value="Support Groups"]').check()
    await form.locator('[name="events"][value="Pars for Prostate"]').check()
    await submitWatchingSpinner(page, form)
    const dialog = await successDialog(page, 'Thank you for your submission')
    expect(await dialog.innerText()).toContain(
      `Thanks for your interest in ${org.name}. We will get back to you shortly on possible volunteer positions available.`,
    )
    await recheckAxe(page, '[role="dialog"]')
    // Focus stays inside the dialog while it is open.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
    }
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })
    // Cleared after success, and focus back on the submit button.
    expect(await form.locator('[name="full_name"]').inputValue()).toBe('')
    expect(await form.locator('[aria-invalid="true"]').count()).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit')

    const fields = await storedFields('pat.e2e@example.org')
    expect(fields.volunteer_for).toBe('Foundation, Support Groups')
    expect(fields.events).toBe('Pars for Prostate')
    expectNoProblems(page)
    await closePage(page)
  })
})

describe('peer support form', () => {
  it('clears sub-topics when their main topic is unticked, sends "Sub Topics: …", closes its dialog on the backdrop', async () => {
    const page = await openPage('/get-support/peer-support')
    const form = page.locator('main').getByRole('form', { name: 'Peer support one-on-one request' })
    const topics = form.getByTestId('peer-topics')

    await form.getByRole('button', { name: 'Submit' }).click()
    await expectFieldErrors(page, form, ['first_name', 'last_name', 'email'])
    await recheckAxe(page, 'main form')

    const show = topics.getByRole('button', { name: 'Show sub-topics of Treatment choices' })
    await show.click()
    expect(await topics.getByRole('button', { name: 'Hide sub-topics of Treatment choices' }).getAttribute('aria-expanded')).toBe('true')
    const main = topics.getByRole('checkbox', { name: 'Treatment choices' })
    const surgery = topics.getByRole('checkbox', { name: 'Surgery' })
    await surgery.check()
    expect(await main.isChecked()).toBe(true)
    await main.uncheck()
    expect(await surgery.isChecked()).toBe(false)
    await main.check()
    await surgery.check()
    await topics.getByRole('checkbox', { name: 'Radiation' }).check()
    await topics.getByRole('checkbox', { name: 'Side effects' }).check()

    await fillForm(form, { first_name: 'Alex', last_name: 'E2E', email: 'alex.e2e@example.org', preferred_contact: 'Phone', best_time_to_contact: 'PM' })
    await submitWatchingSpinner(page, form)
    const dialog = await successDialog(page, 'Thank you for your submission')
    const text = await dialog.innerText()
    expect(text).toContain('Your request for a One-on-One session has been received. We will connect with you shortly with the appointment details...')
    expect(text).toContain(org.email)
    expect(text).toContain(org.phone)
    await page.mouse.click(5, 5)
    await dialog.waitFor({ state: 'detached' })
    expect(await main.isChecked()).toBe(false)

    const fields = await storedFields('alex.e2e@example.org')
    expect(fields.treatment_main).toBe('Treatment choices')
    expect(fields.treatment_sub).toBe('Sub Topics: Surgery, Radiation')
    expect(fields['side-effects_main']).toBe('Side effects')
    expect(fields['side-effects_sub']).toBeUndefined()
    expect(fields.preferred_contact).toBe('Phone')
    expectNoProblems(page)
    await closePage(page)
  })
})

describe('Reef Knot Kit form', () => {
  it('states the kit facts, shows all errors, sends "kit in French" as Yes/No, closes its dialog on Escape', async () => {
    const page = await openPage('/get-support/reef-knot-kits')
    const main = page.locator('main')
    const facts = await main.innerText()
    for (const fact of ['free', 'Wednesdays', '1 week within BC', '2 weeks elsewhere in Canada', 'outside Canada', '2002']) expect(facts).toContain(fact)
    const form = main.getByRole('form', { name: 'Reef Knot Kit request' })

    await form.getByRole('button', { name: 'Submit' }).click()
    const required = ['rkfname', 'rklname', 'rkadd', 'rkcity', 'rkprov', 'rkpcode', 'rkemail', 'rkquant']
    await expectFieldErrors(page, form, required)
    await recheckAxe(page, 'main form')
    // Surgery and work are asked only when the kit is for the person asking.
    const questions = form.getByTestId('kit-questions')
    expect(await questions.count()).toBe(0)
    await form.getByLabel('Who is the kit for?').selectOption('A physician or medical office')
    expect(await questions.count()).toBe(0)
    await form.getByLabel('Who is the kit for?').selectOption('Myself, newly diagnosed')
    await questions.waitFor()
    await form.getByRole('button', { name: 'Submit' }).click()
    await expectFieldErrors(page, form, [...required, 'plan_for_prostate_removal_surgery', 'return_to_work'])

    await fillForm(form, {
      rkfname: 'Jordan',
      rklname: 'E2E',
      rkadd: '100 Example Street',
      rkcity: 'Prince George',
      rkprov: 'BC',
      rkpcode: 'V2L 0A1',
      rkemail: 'jordan.e2e@example.org',
      rkquant: '10',
      plan_for_prostate_removal_surgery: 'No',
      return_to_work: 'Yes',
    })
    await submitWatchingSpinner(page, form)
    const dialog = await successDialog(page, 'Thank you for your submission')
    expect(await dialog.innerText()).toContain(
      `Your request for Reef Knot Kit has been received. If you have any questions in the meantime, please contact ${org.email} or simply call ${org.phone}.`,
    )
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit')

    const fields = await storedFields('jordan.e2e@example.org')
    expect(fields.kit_in_french).toBe('No')
    expect(fields.rkquant).toBe('10')
    expect(fields.return_to_work).toBe('Yes')
    expectNoProblems(page)
    await closePage(page)
  })
})

describe('contact form', () => {
  it('keeps everything typed and explains a network failure, then sends', async () => {
    const page = await openPage('/about-us/contact-us')
    const form = page.locator('main').getByRole('form', { name: 'Contact us' })
    await form.getByRole('button', { name: 'Submit' }).click()
    await expectFieldErrors(page, form, ['full_name', 'email', 'subject'])
    await recheckAxe(page, 'main form')

    const values = { full_name: 'Chris E2E', email: 'chris.e2e@example.org', phone: '604-555-0123', subject: 'Walk dates', message: 'When is the next walk?' }
    await fillForm(form, values)
    await page.route('**/api/forms/*/feedback', (route) => route.abort('internetdisconnected'), { times: 1 })
    await form.getByRole('button', { name: 'Submit' }).click()
    const alert = form.getByRole('alert')
    await expect.poll(() => alert.innerText()).toMatch(/could not reach our server.*everything you typed is still here/s)
    for (const [name, value] of Object.entries(values)) expect(await form.locator(`[name="${name}"]`).inputValue()).toBe(value)
    await recheckAxe(page, 'main form')
    // The failed request is the test's own doing.
    for (const problem of problemsOf(page, true)) expect(problem).toMatch(/api\/forms\/704\/feedback/)

    await form.getByRole('button', { name: 'Submit' }).click()
    const dialog = await successDialog(page, 'Thank you for your submission')
    expect(await dialog.innerText()).toContain(`Thanks for your interest in ${org.name}. We will get back to you shortly on your inquiry.`)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })
    // The message is gone (its live region stays, empty and out of sight).
    expect(await form.locator('[role="alert"]').textContent()).toBe('')
    expectNoProblems(page)
    await closePage(page)
  })
})

describe('newsletter form', () => {
  it('signs up from the footer and from the mobile menu’s Sign Up dialog', async () => {
    const page = await openPage('/get-support/reef-knot-kits', { axe: false })
    const form = page.locator('footer').getByRole('form', { name: 'Newsletter sign-up' })
    await form.getByRole('button', { name: 'Sign up' }).click()
    await expectFieldErrors(page, form, ['first_name', 'last_name', 'email'])
    await recheckAxe(page, 'footer form')
    await fillForm(form, { first_name: 'Nico', last_name: 'E2E', email: 'nico.e2e@example.org' })
    await submitWatchingSpinner(page, form)
    const dialog = await successDialog(page, 'Thank you')
    expect(await dialog.innerText()).toContain('You’ve been successfully added to the list to receive updates from us.')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect((await storedFields('nico.e2e@example.org')).first_name).toBe('Nico')
    expectNoProblems(page)
    await closePage(page)

    const mobile = await openPage('/', { ...MOBILE, axe: false })
    await mobile.getByRole('button', { name: 'Open menu' }).click()
    await mobile.getByRole('button', { name: 'Sign up for our newsletter' }).click()
    const signUp = mobile.getByRole('dialog', { name: 'Sign up for our newsletter' })
    const mobileForm = signUp.getByRole('form', { name: 'Newsletter sign-up' })
    await fillForm(mobileForm, { first_name: 'Mo', last_name: 'E2E', email: 'mo.e2e@example.org' })
    await mobileForm.getByRole('button', { name: 'Sign up' }).click()
    const thanks = await successDialog(mobile, 'Thank you')
    expect(await thanks.innerText()).toContain('successfully added to the list')
    expect((await storedFields('mo.e2e@example.org')).last_name).toBe('E2E')
    expectNoProblems(mobile)
    await closePage(mobile)
  })
})

describe('unsubscribe link', () => {
  it('records the unsubscription and says so', async () => {
    const res = await fetch(siteUrl('/api/subscribers?where[email][equals]=nico.e2e@example.org'), { headers: { authorization: auth } })
    const { docs } = (await res.json()) as { docs: { unsubscribeToken: string; status: string }[] }
    expect(docs[0]!.status).toBe('subscribed')
    const page = await openPage(`/newsletter/unsubscribe?token=${docs[0]!.unsubscribeToken}`)
    expect(await page.getByTestId('unsubscribe-result').innerText()).toContain('You have been unsubscribed')
    await visit(page, '/newsletter/unsubscribe?token=nope')
    expect(await page.getByTestId('unsubscribe-result').innerText()).toContain('This link does not work')
    const after = await fetch(siteUrl('/api/subscribers?where[email][equals]=nico.e2e@example.org'), { headers: { authorization: auth } })
    expect(((await after.json()) as { docs: { status: string }[] }).docs[0]!.status).toBe('unsubscribed')
    expectNoProblems(page)
    await closePage(page)
  })
})
