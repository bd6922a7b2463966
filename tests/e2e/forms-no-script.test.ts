/**
 * The five public forms and the donation type choice with JavaScript off, at 390 px: each form
 * posts itself (method POST, nothing typed in the address), comes back with the errors beside
 * the fields and everything typed still there, and once corrected is stored and thanks the
 * visitor on the page. axe checks each answer page (its HTML, scripts left out, in a scripted
 * page: axe itself needs scripts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { adminToken, axeWithoutScripts, closeBrowser, closePage, expectNoProblems, openPage, siteUrl, visit, MOBILE } from '../helpers/browser'

const NO_SCRIPT = { axe: false, settle: false } as const
const RUN = Date.now().toString(36)
let auth: string
let checker: Page
const pages: Page[] = []

beforeAll(async () => {
  auth = await adminToken()
  checker = await openPage(null, MOBILE)
  pages.push(checker)
})

afterAll(async () => {
  for (const page of pages) await closePage(page)
  await closeBrowser()
})

async function storedFields(email: string): Promise<Record<string, string>> {
  const res = await fetch(siteUrl(`/api/form-submissions?where[email][equals]=${encodeURIComponent(email)}&depth=0`), { headers: { authorization: auth } })
  const body = (await res.json()) as { docs: { fields: Record<string, string> }[] }
  expect(body.docs).toHaveLength(1)
  return body.docs[0]!.fields
}

async function fill(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = form.locator(`[name="${name}"]`)
    const tag = await field.first().evaluate((el) => `${el.tagName}:${(el as HTMLInputElement).type}`)
    if (tag.startsWith('SELECT')) await field.selectOption(value)
    else if (tag.endsWith(':radio') || tag.endsWith(':checkbox')) await form.locator(`[name="${name}"][value="${value}"]`).check()
    else await field.fill(value)
  }
}

async function open(path: string): Promise<Page> {
  const page = await openPage(null, { ...MOBILE, javaScriptEnabled: false })
  pages.push(page)
  await visit(page, path, NO_SCRIPT)
  expect(await page.evaluate(() => '__next_f' in self)).toBe(false)
  return page
}

/** Sends the form with its own button and waits for the answer page; nothing of it may be in the address. */
async function send(page: Page, form: Locator, typed: string[]) {
  const button = form.locator('button[type="submit"]')
  const [response] = await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), button.click()])
  expect(response?.request().method()).toBe('POST')
  expect(response?.status()).toBe(200)
  const address = decodeURIComponent(page.url())
  expect(new URL(page.url()).search).toBe('')
  for (const value of typed) expect(address).not.toContain(value)
}

type Case = {
  key: string
  path: string
  form: (page: Page) => Locator
  /** What the first post sends: some fields wrong. */
  wrong: Record<string, string>
  wrongFields: string[]
  /** What corrects them. */
  right: Record<string, string>
  email: string
  sentText: RegExp
  stored: Record<string, string>
}

const byName = (name: string) => (page: Page) => page.locator('main').getByRole('form', { name })
const email = (who: string) => `${who}.${RUN}@example.org`

const CASES: Case[] = [
  {
    key: 'contact',
    path: '/about-us/contact-us',
    form: byName('Contact us'),
    wrong: { full_name: 'Chris NoScript', email: 'chris-at-example', phone: 'abc', subject: 'Walk dates', message: 'When is the next walk?' },
    wrongFields: ['email', 'phone'],
    right: { email: email('chris'), phone: '604-555-0123' },
    email: email('chris'),
    sentText: /We will get back to you shortly on your inquiry/,
    stored: { full_name: 'Chris NoScript', subject: 'Walk dates', message: 'When is the next walk?', phone: '604-555-0123' },
  },
  {
    key: 'volunteer',
    path: '/get-involved/volunteer',
    form: byName('Volunteer sign-up'),
    wrong: { full_name: 'Pat NoScript', email: email('pat'), city: 'Victoria', province: 'BC', phone: '555-0142', volunteer_for: 'Foundation' },
    wrongFields: ['phone'],
    right: { phone: '250-555-0142' },
    email: email('pat'),
    sentText: /possible volunteer positions/,
    stored: { full_name: 'Pat NoScript', volunteer_for: 'Foundation', phone: '250-555-0142' },
  },
  {
    key: 'peerSupport',
    path: '/get-support/peer-support',
    form: byName('Peer support one-on-one request'),
    wrong: { first_name: 'Alex', last_name: 'NoScript', email: email('alex'), date_of_diagnosis: '31/02/2025', age_at_diagnosis: '-5', preferred_contact: 'Phone', treatment_main: 'Treatment choices', treatment_sub: 'Surgery' },
    wrongFields: ['date_of_diagnosis', 'age_at_diagnosis'],
    right: { date_of_diagnosis: '28/02/2025', age_at_diagnosis: '64' },
    email: email('alex'),
    sentText: /Your request for a One-on-One session has been received/,
    stored: { date_of_diagnosis: '28/02/2025', age_at_diagnosis: '64', preferred_contact: 'Phone', treatment_main: 'Treatment choices', treatment_sub: 'Sub Topics: Surgery' },
  },
  {
    key: 'reefKnotKit',
    path: '/get-support/reef-knot-kits',
    form: byName('Reef Knot Kit request'),
    wrong: {
      rkfname: 'Jordan',
      rklname: 'NoScript',
      rkadd: '100 Example Street',
      rkcity: 'Prince George',
      rkprov: 'BC',
      rkpcode: 'ZZZ',
      rkemail: email('jordan'),
      rkquant: '10',
      rkwho: 'Myself, newly diagnosed',
      kit_in_french: 'Yes',
    },
    wrongFields: ['rkpcode', 'plan_for_prostate_removal_surgery', 'return_to_work'],
    right: { rkpcode: 'V2L 0A1', plan_for_prostate_removal_surgery: 'No', return_to_work: 'Yes' },
    email: email('jordan'),
    sentText: /Your request for Reef Knot Kit has been received/,
    stored: { rkpcode: 'V2L 0A1', kit_in_french: 'Yes', rkwho: 'Myself, newly diagnosed', return_to_work: 'Yes' },
  },
  {
    key: 'newsletter',
    path: '/ways-to-give',
    form: (page) => page.locator('footer').getByRole('form', { name: 'Newsletter sign-up' }),
    wrong: { first_name: 'Nico', last_name: '', email: email('nico') },
    wrongFields: ['last_name'],
    right: { last_name: 'NoScript' },
    email: email('nico'),
    sentText: /successfully added to the list/,
    stored: { first_name: 'Nico', last_name: 'NoScript' },
  },
]

describe('the public forms with JavaScript off (390 px)', () => {
  it.each(CASES)('$key: posts itself, keeps what was typed beside the errors, then stores it and says thank you', async (c) => {
    const page = await open(c.path)
    let form = c.form(page)
    expect(await form.getAttribute('method')).toMatch(/^post$/i)
    await fill(form, c.wrong)
    await send(page, form, Object.values(c.wrong).filter((v) => v.length > 3))

    // Refused: a summary, each wrong field marked and described, everything typed kept.
    form = c.form(page)
    const summary = form.getByTestId('form-error-summary')
    await summary.waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('form-error-summary')
    for (const name of c.wrongFields) {
      const field = form.locator(`[name="${name}"]`).first()
      expect(await field.getAttribute('aria-invalid'), name).toBe('true')
    }
    for (const [name, value] of Object.entries(c.wrong)) {
      const field = form.locator(`[name="${name}"]`)
      const type = await field.first().getAttribute('type')
      if (type === 'radio' || type === 'checkbox') expect(await form.locator(`[name="${name}"][value="${value}"]`).isChecked(), name).toBe(true)
      else expect(await field.first().inputValue(), name).toBe(value)
    }
    await axeWithoutScripts(page, checker)

    await fill(form, c.right)
    await send(page, form, [c.email])
    const sent = c.form(page).getByTestId('form-sent')
    await sent.waitFor()
    expect(await sent.innerText()).toMatch(c.sentText)
    await axeWithoutScripts(page, checker)

    const fields = await storedFields(c.email)
    for (const [name, value] of Object.entries(c.stored)) expect(fields[name], name).toBe(value)
    expectNoProblems(page)
  })

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
