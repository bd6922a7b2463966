/**
 * Peer support in the browser, as "Done when" walks it: a visitor sends the peer-support form;
 * Support opens the case, sees the suggested volunteers with their reasons and picks one; the
 * volunteer's e-mail in the outbox holds the first name and topics but not the surname or the
 * person's words; the volunteer asks for a sign-in link, signs in and marks "I called" (without
 * JavaScript, at 390 px); Support's dashboard counts change. axe checks the public pages and the
 * suggestions panel.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations } from '../helpers/axe'
import { adminToken, axeWithoutScripts, closeBrowser, closePage, DESKTOP, getBrowser, MOBILE, openPage, pollUntil, signInToAdmin, siteUrl, visit, workerSite, siteServerLog } from '../helpers/browser'

const RUN = crypto.randomBytes(3).toString('hex')
const SURNAME = `Quillfeather${RUN}`
const PRIVATE_WORDS = `Only staff should read this ${RUN}.`
const PERSON_EMAIL = `peer.${RUN}@example.org`
const VOLUNTEER_EMAIL = `volunteer.${RUN}@example.org`
const pages: Page[] = []
let auth: string

async function api<T>(pathname: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(siteUrl(`/api${pathname}`), { ...init, headers: { authorization: auth, 'content-type': 'application/json', ...(init.headers ?? {}) } })
  expect(res.ok, `${pathname}: ${res.status}`).toBe(true)
  return (await res.json()) as T
}

/**
 * Opens the admin's dashboard and waits for its peer-support figures; when they never come,
 * says what the page showed instead (a sign-in form, an error, another page), not only what was
 * missing.
 */
async function openPeerSupportFigures(page: Page): Promise<void> {
  await page.goto(siteUrl('/admin'), { waitUntil: 'load' })
  try {
    await page.getByTestId('dashboard-peer-support').waitFor({ timeout: 90_000 })
  } catch (error) {
    const shown = await page.evaluate(() => `${location.pathname}: ${document.body.innerText.replace(/\s+/g, ' ').slice(0, 300)}`).catch(() => page.url())
    throw new Error(`Support's dashboard showed no peer-support figures within 90 s; the page showed ${shown}`, { cause: error })
  }
}

const figure = async (page: Page, testId: string) => Number((await page.getByTestId(testId).locator('.staff-dashboard__value').innerText()).trim())

beforeAll(async () => {
  auth = await adminToken()
  // A volunteer of this run, who speaks Punjabi and had surgery, in a city with a support group.
  const groups = await api<{ docs: { city: string }[] }>('/support-groups?limit=1&depth=0')
  await api('/peer-volunteers', {
    method: 'POST',
    body: JSON.stringify({ firstName: `Jaspal${RUN}`, email: VOLUNTEER_EMAIL, languages: ['English', 'Punjabi'], region: groups.docs[0]!.city, experiences: ['surgery'], callsPerMonth: 5, status: 'active' }),
  })
})

afterAll(async () => {
  for (const p of pages) await closePage(p)
  await closeBrowser()
})

describe('peer support from request to first call', () => {
  it('walks the visitor, Support and the volunteer through it', { timeout: 300_000 }, async () => {
    const demo = workerSite().demoAdmin!
    const browser = await getBrowser()
    const staff = await browser.newContext({ viewport: DESKTOP, baseURL: siteUrl('/') })
    try {
      const admin = await staff.newPage()
      await signInToAdmin(admin, { email: 'support@example.org', password: demo.password }, { twoFactor: false })
      await openPeerSupportFigures(admin)
      const before = { new: await figure(admin, 'peer-new'), calls: await figure(admin, 'peer-calls') }

      // The visitor sends the form.
      const visitor = await openPage('/get-support/peer-support', { width: MOBILE.width, height: MOBILE.height })
      pages.push(visitor)
      const form = visitor.locator('main').getByRole('form', { name: 'Peer support one-on-one request' })
      await form.locator('[name="first_name"]').fill('Harpreet')
      await form.locator('[name="last_name"]').fill(SURNAME)
      await form.locator('[name="email"]').fill(PERSON_EMAIL)
      await form.locator('[name="phone"]').fill('604-555-0199')
      await form.locator('[name="preferred_contact"][value="Phone"]').check()
      await form.locator('[name="best_time_to_contact"][value="PM"]').check()
      await form.getByTestId('peer-topics').getByRole('button', { name: 'Show sub-topics of Treatment choices' }).click()
      await form.getByTestId('peer-topics').getByRole('checkbox', { name: 'Surgery' }).check()
      await form.locator('[name="language"]').selectOption('Punjabi')
      await form.locator('[name="message"]').fill(PRIVATE_WORDS)
      expect(await form.getByRole('checkbox', { name: /You may also give the volunteer/ }).isChecked()).toBe(false)
      await form.getByRole('button', { name: 'Submit' }).click()
      await visitor.getByRole('dialog').waitFor({ timeout: 30_000 })

      // Support opens the case and sees the volunteer of this run with the reasons.
      const cases = await pollUntil(
        () => api<{ docs: { id: number }[] }>(`/peer-support-cases?where[email][equals]=${encodeURIComponent(PERSON_EMAIL)}&depth=0`),
        (r) => r.docs.length === 1,
        { what: 'the case of the request' },
      )
      const caseId = cases.docs[0]!.id
      await admin.goto(siteUrl(`/admin/collections/peer-support-cases/${caseId}`), { waitUntil: 'load' })
      const panel = admin.getByTestId('peer-suggestions')
      const mine = panel.getByTestId('peer-suggestion').filter({ hasText: `Jaspal${RUN}` })
      await mine.waitFor({ timeout: 60_000 })
      expect(await mine.innerText()).toMatch(/had surgery; speaks Punjabi;.*open introduction/)
      await expectNoAxeViolations(admin, { include: '[data-testid="peer-suggestions"]' })
      // The ticked topics in words (the admin's own JSON box would load its editor from a CDN the policy refuses).
      const topics = admin.getByTestId('readable-topics')
      expect(await topics.innerText()).toMatch(/Treatment choices\s+Surgery/)
      await expectNoAxeViolations(admin, { include: '[data-testid="readable-topics"]' })
      // Opening the case made it "Suggested" on the server; a correction saved now keeps that, not "New".
      await admin.locator('#field-phone').fill('604-555-0198')
      await admin.getByRole('button', { name: 'Save', exact: true }).click()
      await pollUntil(() => api<{ phone: string; status: string }>(`/peer-support-cases/${caseId}?depth=0`), (c) => c.phone === '604-555-0198', { what: 'the corrected phone number to be saved' })
      expect((await api<{ status: string }>(`/peer-support-cases/${caseId}?depth=0`)).status).toBe('suggested')

      // The request as sent, field by field, in the labels of the notification e-mail.
      const submissionId = (await api<{ submission: number }>(`/peer-support-cases/${caseId}?depth=0`)).submission
      const submissionPage = await staff.newPage()
      await submissionPage.goto(siteUrl(`/admin/collections/form-submissions/${submissionId}`), { waitUntil: 'load' })
      const sent = submissionPage.getByTestId('readable-fields')
      await sent.waitFor()
      const sentText = await sent.innerText()
      expect(sentText).toMatch(/Language\s+Punjabi/)
      expect(sentText).toMatch(/Topic\s+Treatment choices\s+Sub-topics\s+Surgery/)
      expect(sentText).not.toContain('Sub Topics:')
      await expectNoAxeViolations(submissionPage, { include: '[data-testid="readable-fields"]' })
      await submissionPage.close()
      await mine.getByRole('button', { name: `Pick Jaspal${RUN}` }).click()
      await pollUntil(() => api<{ status: string }>(`/peer-support-cases/${caseId}?depth=0`), (c) => c.status === 'introduced', { what: 'the case to be introduced' })

      // The volunteer's e-mail (outbox): the first name and topics, not the surname or the person's words.
      const intro = await pollUntil(
        () => api<{ docs: { subject: string; text: string }[] }>(`/outbox?where[to][equals]=${encodeURIComponent(VOLUNTEER_EMAIL)}&depth=0`),
        (r) => r.docs.length > 0,
        { what: 'the introduction e-mail' },
      )
      const text = intro.docs[0]!.text
      expect(text).toContain('Harpreet')
      expect(text).toContain('Treatment choices (Surgery)')
      expect(text).not.toContain(SURNAME)
      expect(text).not.toContain(PRIVATE_WORDS)

      // The volunteer asks for a link, signs in and marks "I called", without JavaScript at 390 px.
      // axe cannot be injected into a page without scripts: its HTML is checked in a scripted page.
      const NO_SCRIPT = { axe: false, settle: false } as const
      const volunteer = await openPage(null, { width: MOBILE.width, height: MOBILE.height, javaScriptEnabled: false })
      const checker = await openPage(null)
      pages.push(volunteer, checker)
      await visit(volunteer, '/peer-volunteer', NO_SCRIPT)
      const log = siteServerLog()
      const linksBefore = (fs.readFileSync(log, 'utf8').match(/peer-volunteer\/link\?token=/g) ?? []).length
      await volunteer.getByLabel('Your e-mail address').fill(VOLUNTEER_EMAIL)
      await volunteer.getByRole('button', { name: 'E-mail me a link' }).click()
      await volunteer.getByTestId('sign-in-note').waitFor()
      // Without SMTP_URL the outbox leaves the link out; outside production the server logs it.
      const links = await pollUntil(
        async () => [...fs.readFileSync(log, 'utf8').matchAll(/(\/peer-volunteer\/link\?token=[A-Za-z0-9_-]{43})/g)].map((m) => m[1]!),
        (l) => l.length > linksBefore,
        { intervalMs: 250, what: 'the sign-in link in the server log' },
      )
      await visit(volunteer, links.at(-1)!, NO_SCRIPT)
      await volunteer.getByRole('button', { name: 'Sign in' }).click()
      const introduction = volunteer.getByTestId('introduction').filter({ hasText: 'Harpreet' })
      await introduction.waitFor()
      expect(await introduction.innerText()).not.toContain(SURNAME)
      await axeWithoutScripts(volunteer, checker)
      await introduction.getByRole('button', { name: 'I called Harpreet' }).click()
      await volunteer.getByRole('status').filter({ hasText: 'We noted your call with Harpreet' }).waitFor()
      expect((await api<{ status: string }>(`/peer-support-cases/${caseId}?depth=0`)).status).toBe('first-call-done')

      // The dashboard counts change: one call more this month, and the request no longer waits.
      await openPeerSupportFigures(admin)
      expect(await figure(admin, 'peer-calls')).toBe(before.calls + 1)
      expect(await figure(admin, 'peer-new')).toBe(before.new)
      await expectNoAxeViolations(admin, { include: '[data-testid="dashboard-peer-support"]' })
    } finally {
      await staff.close()
    }
  })
})
