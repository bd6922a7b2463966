/**
 * Fundraising pages in the browser, at 390 px: from the event page's "Start your fundraising
 * page", a participant signs up (a refused goal first: the message at the field, nothing lost)
 * and starts a closed team; signs in with the e-mailed link (from the server log: no SMTP here)
 * and reads the team code on their own page; a second participant, without JavaScript, is refused
 * a wrong code at its field and then joins with the right one; a cheque Finance records shows in
 * the totals of the page, the team and the campaign, and in the first participant's gift list.
 * Then a donor gives to the first page twice through the donation form (its "Donate" button):
 * once under a first name only with a message, once anonymously; the page shows both, and
 * nothing else of the donor.
 * axe checks every page (the no-script ones as HTML in a scripted page).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { adminToken, axeWithoutScripts, closeBrowser, closePage, expectNoProblems, MOBILE, openPage, pollUntil, recheckAxe, siteUrl, visit } from '../helpers/browser'
import { root } from '../../scripts/siteServer'
import { typeCard } from '../helpers/cardFrame'
import { TEST_CARD } from '../helpers/donations'

const RUN = crypto.randomBytes(3).toString('hex')
const CARA = { name: `Cara ${RUN}`, email: `cara.${RUN}@example.org`, slug: `cara-walks-${RUN}` }
const DAN = { name: `Dan ${RUN}`, email: `dan.${RUN}@example.org`, slug: `dan-walks-${RUN}` }
const TEAM = { name: `Walkers ${RUN}`, slug: `walkers-${RUN}` }
const CAMPAIGN = 'fathers-day-walk-run'
const NO_SCRIPT = { axe: false, settle: false } as const
const pages: Page[] = []
let auth: string

async function api<T>(pathname: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(siteUrl(`/api${pathname}`), { ...init, headers: { authorization: auth, 'content-type': 'application/json', ...(init.headers ?? {}) } })
  expect(res.ok, `${pathname}: ${res.status}`).toBe(true)
  return (await res.json()) as T
}

const log = () => fs.readFileSync(path.join(root, '.next-test', 'site-server.log'), 'utf8')
const linksInLog = () => [...log().matchAll(/(\/my-fundraising\/link\?token=[A-Za-z0-9_-]{43})/g)].map((m) => m[1]!)

/** Reloads until the page's text matches (the public pages are cached for a few seconds at most). */
async function reloadUntil(page: Page, path: string, pattern: RegExp, what: string) {
  await pollUntil(
    async () => {
      await visit(page, path, { axe: false, settle: 'idle' })
      return (await page.locator('main').innerText()).replace(/\s+/g, ' ')
    },
    (text) => pattern.test(text),
    { intervalMs: 1_000, timeoutMs: 30_000, what },
  )
  await recheckAxe(page)
}

beforeAll(async () => {
  auth = await adminToken()
})

afterAll(async () => {
  for (const p of pages) await closePage(p)
  await closeBrowser()
})

describe('fundraising pages', () => {
  it('signs up two participants into one team and shows the totals', { timeout: 300_000 }, async () => {
    // The event page: the campaign's progress and the way in.
    const campaigns = await api<{ docs: { event: { slug: string } | null }[] }>(`/campaigns?where[slug][equals]=${CAMPAIGN}&depth=1`)
    const eventSlug = campaigns.docs[0]?.event?.slug
    expect(eventSlug, 'the demo campaign is linked to its event').toBeTruthy()
    const cara = await openPage(`/get-involved/find-an-event/${eventSlug}`, { width: MOBILE.width, height: MOBILE.height })
    pages.push(cara)
    const section = cara.getByTestId('event-campaign')
    await expect(section.getByTestId('fundraising-progress').innerText()).resolves.toMatch(/raised of a \$60,000 goal/)
    await section.getByRole('link', { name: 'Start your fundraising page' }).click()
    await cara.waitForURL(`**/get-involved/fundraise/${CAMPAIGN}/start`)
    await visit(cara, `/get-involved/fundraise/${CAMPAIGN}/start`)

    // A goal of 0 is refused at the field; everything typed stays.
    const story = 'I walk for my dad.\n\nEvery dollar helps a family.'
    await cara.getByLabel('Your name').fill(CARA.name)
    await cara.getByLabel('Your e-mail address').fill(CARA.email)
    await cara.getByLabel('Your page address').fill(CARA.slug)
    await cara.getByLabel('Your goal in dollars').fill('0')
    await cara.getByLabel('Your story').fill(story)
    await cara.getByRole('radio', { name: 'Start a team' }).check()
    await cara.getByLabel('Team name').fill(TEAM.name)
    await cara.getByLabel('Team page address').fill(TEAM.slug)
    await cara.getByRole('radio', { name: 'Only people I give the team code to' }).check()
    await cara.getByRole('button', { name: 'Start my page' }).click()
    await cara.getByTestId('sign-up-errors').waitFor()
    const goal = cara.getByLabel('Your goal in dollars')
    await expect(goal.getAttribute('aria-invalid')).resolves.toBe('true')
    await expect(cara.locator('#goal-error').innerText()).resolves.toMatch(/from \$1 to \$1,000,000/)
    await expect(cara.getByLabel('Your story').inputValue()).resolves.toBe(story)
    await expect(cara.getByLabel('Team name').inputValue()).resolves.toBe(TEAM.name)
    await recheckAxe(cara)

    const linksBefore = linksInLog().length
    await goal.fill('500')
    await cara.getByRole('button', { name: 'Start my page' }).click()
    await cara.getByTestId('page-started').waitFor({ timeout: 30_000 })
    // The redirect is a client-side navigation: the new page's title arrives just after its content.
    await cara.waitForFunction(() => document.title.startsWith('Your fundraising page'), null, { timeout: 10_000 })
    await recheckAxe(cara)

    // The welcome e-mail's sign-in link (logged, as no SMTP server is set) opens her own page.
    const links = await pollUntil(async () => linksInLog(), (l) => l.length > linksBefore, { intervalMs: 250, what: 'the welcome e-mail’s sign-in link in the server log' })
    await visit(cara, links.at(-1)!)
    await cara.getByRole('button', { name: 'Sign in' }).click()
    await cara.getByTestId('own-page').waitFor()
    await recheckAxe(cara)
    const code = (await cara.getByTestId('team-code').locator('strong').innerText()).trim()
    expect(code).toMatch(/^[A-Z2-9]{8}$/)

    // Dan signs up without JavaScript: a wrong code first, then the captain's.
    const dan = await openPage(null, { width: MOBILE.width, height: MOBILE.height, javaScriptEnabled: false })
    const checker = await openPage(null)
    pages.push(dan, checker)
    await visit(dan, `/get-involved/fundraise/${CAMPAIGN}/start`, NO_SCRIPT)
    await axeWithoutScripts(dan, checker)
    await dan.getByLabel('Your name').fill(DAN.name)
    await dan.getByLabel('Your e-mail address').fill(DAN.email)
    await dan.getByLabel('Your page address').fill(DAN.slug)
    await dan.getByLabel('Your goal in dollars').fill('300')
    await dan.getByLabel('Your story').fill('Walking with my brother.')
    await dan.getByRole('radio', { name: 'Join a team' }).check()
    await dan.getByLabel('Team to join').selectOption({ label: `${TEAM.name} (needs a code)` })
    await dan.getByRole('textbox', { name: 'Team code' }).fill('WRONG234')
    await Promise.all([dan.waitForLoadState('load'), dan.getByRole('button', { name: 'Start my page' }).click()])
    await dan.getByTestId('sign-up-errors').waitFor()
    await expect(dan.locator('#code-error').innerText()).resolves.toMatch(/team code is not right/)
    await expect(dan.getByLabel('Your story').inputValue()).resolves.toBe('Walking with my brother.')
    await axeWithoutScripts(dan, checker)
    await dan.getByRole('textbox', { name: 'Team code' }).fill(code)
    await Promise.all([dan.waitForURL('**/my-fundraising?started=*'), dan.getByRole('button', { name: 'Start my page' }).click()])
    await dan.getByTestId('page-started').waitFor()
    await axeWithoutScripts(dan, checker)

    // Finance records a cheque Cara collected.
    const caraPage = await api<{ docs: { id: number }[] }>(`/fundraisers?where[slug][equals]=${CARA.slug}&depth=0`)
    await api('/offline-gifts', { method: 'POST', body: JSON.stringify({ fundraiser: caraPage.docs[0]!.id, amount: 5000, kind: 'cheque', receivedOn: new Date().toISOString(), donorName: `Aunt May ${RUN}` }) })

    // The totals: Cara's page, the team (both members) and the campaign's leaderboards.
    await reloadUntil(cara, `/fundraise/${CARA.slug}`, /\$5,000 raised of a \$500 goal/, 'the cheque on Cara’s page')
    await reloadUntil(cara, `/fundraise/team/${TEAM.slug}`, new RegExp(`\\$5,000 raised of a \\$800 goal.*Members \\(2\\).*${CARA.name}: \\$5,000 \\(captain\\).*${DAN.name}: \\$0`), 'the team’s total and members')
    await reloadUntil(cara, `/get-involved/fundraise/${CAMPAIGN}`, new RegExp(`Top fundraisers.*${CARA.name}: \\$5,000.*Top teams.*${TEAM.name}: \\$5,000 \\(2 members\\)`), 'Cara and her team on the campaign page')

    // Cara's own page lists the cheque.
    await visit(cara, '/my-fundraising')
    await expect(cara.getByTestId('own-gifts').innerText()).resolves.toContain(`Aunt May ${RUN} (cheque)`)
    expectNoProblems(cara)
    expectNoProblems(dan)
  })

  it('gives to a page through the donation form: once under a first name with a message, once anonymously', { timeout: 300_000 }, async () => {
    const donor = await openPage(`/fundraise/${CARA.slug}`, { width: MOBILE.width, height: MOBILE.height })
    pages.push(donor)
    const message = `Walk strong ${RUN}!`
    for (const [amount, showAs, words] of [
      ['$50', 'My first name only', message],
      ['$25', 'Anonymous', ''],
    ] as const) {
      await visit(donor, `/fundraise/${CARA.slug}`)
      await donor.getByRole('link', { name: `Donate to ${CARA.name}’s page` }).click()
      await donor.waitForURL(/\/ways-to-give\/donate-online\?/)
      await visit(donor, donor.url())
      const form = donor.getByRole('form', { name: 'Online donation' })
      await expect(form.getByTestId('gift-for-page').innerText()).resolves.toContain(CARA.name)
      // The campaign's own area is chosen for the donor.
      await expect(form.getByLabel('Donation area').inputValue()).resolves.toBe('Fathers Day Walk / Run')
      await form.getByRole('radio', { name: amount }).check({ force: true })
      await typeCard(donor, TEST_CARD.approve)
      await form.getByLabel('Name on card').fill(`Gwen${RUN} Giver`)
      await form.getByRole('button', { name: 'Next' }).click()
      await expect.poll(() => form.getByTestId('step-heading').textContent()).toContain('Step 2 of 3')
      await form.getByLabel('Street address').fill('1 Test Road')
      await form.getByLabel('City').fill('Victoria')
      await form.getByLabel('Province or state').fill('BC')
      await form.getByLabel('Postal code').fill('V8V 0A0')
      await form.getByLabel('Telephone').fill('250-555-0101')
      await form.getByLabel('Email').fill(`gwen.${RUN}@example.org`)
      await form.getByRole('button', { name: 'Next' }).click()
      await expect.poll(() => form.getByTestId('step-heading').textContent()).toContain('Step 3 of 3')
      await form.getByRole('radio', { name: showAs }).check({ force: true })
      if (words) await form.getByLabel(`A message for ${CARA.name} (optional)`).fill(words)
      await recheckAxe(donor)
      const button = form.getByRole('button', { name: 'Donate now' })
      await expect.poll(() => button.isEnabled(), { timeout: 5_000 }).toBe(true)
      await button.click()
      await donor.waitForURL(/\/ways-to-give\/thank-you/)
    }
    // The cheque and both gifts; the first under the donor's first name only, with the message.
    await reloadUntil(donor, `/fundraise/${CARA.slug}`, /\$5,075 raised/, 'both gifts on Cara’s page')
    const text = (await donor.locator('main').innerText()).replace(/\s+/g, ' ')
    expect(text).toMatch(new RegExp(`Recent gifts.*Anonymous.*Gwen${RUN}.*${message.replace('!', '')}`))
    expect(text).not.toContain('Giver')
    expect(text).not.toContain(`gwen.${RUN}`)
    expectNoProblems(donor)
  })
})
