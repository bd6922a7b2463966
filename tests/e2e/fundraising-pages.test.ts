/**
 * Fundraising pages in the browser, at 390 px: from the event page's "Start your fundraising
 * page", a participant signs up with a photo (a refused goal and a file that is not a picture
 * first: the messages at their fields, nothing typed lost) and starts a closed team; her public
 * page shows the photo under her name and its share picture (og:image) is a 1200 × 630 PNG, as is
 * the team's; signs in with the e-mailed link (from the server log: no SMTP here)
 * and reads the team code on their own page; a second participant, without JavaScript, is refused
 * a wrong code at its field and then joins with the right one; a cheque Finance records in the
 * admin's screens, with the official receipt its giver asked for (downloaded as a PDF from the
 * gift's screen), shows in the totals of the page, the team and the campaign, and in the first
 * participant's gift list. A third participant starts a page without a photo, with JavaScript
 * on; a goal of 0 typed on the first one's own page is answered at its field.
 * Then a donor gives to the first page twice through the donation form (its "Donate" button):
 * once under a first name only with a message, once anonymously; the page shows both, and
 * nothing else of the donor. Finance hides the donor's message in the admin and the page drops
 * it; the goal-reached e-mail is in the outbox and says what happened. Last, the participant
 * thanks her donors from her own page (an empty message refused at its field first): the donor
 * who gave twice gets one e-mail, and the list marks both gifts thanked.
 * axe checks every public page (the no-script ones as HTML in a scripted page); the admin's
 * screens are Payload's own and are used at a desk's width, as staff use them.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { adminToken, axeWithoutScripts, closeBrowser, closePage, DESKTOP, expectNoProblems, getBrowser, MOBILE, openPage, pollUntil, recheckAxe, signInToAdmin, siteUrl, visit, workerSite, siteServerLog } from '../helpers/browser'
import { typeCard } from '../helpers/cardFrame'
import { TEST_CARD } from '../helpers/donations'
import { readPdf, squeezed } from '../helpers/pdf'

const RUN = crypto.randomBytes(3).toString('hex')
const CARA = { name: `Cara ${RUN}`, email: `cara.${RUN}@example.org`, slug: `cara-walks-${RUN}` }
const DAN = { name: `Dan ${RUN}`, email: `dan.${RUN}@example.org`, slug: `dan-walks-${RUN}` }
const EVE = { name: `Eve ${RUN}`, email: `eve.${RUN}@example.org`, slug: `eve-walks-${RUN}` }
const TEAM = { name: `Walkers ${RUN}`, slug: `walkers-${RUN}` }
const CAMPAIGN = 'fathers-day-walk-run'
const NO_SCRIPT = { axe: false, settle: false } as const
const pages: Page[] = []
let auth: string
/** Cara's browser, signed in to her own page by the first test. */
let cara: Page

async function api<T>(pathname: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(siteUrl(`/api${pathname}`), { ...init, headers: { authorization: auth, 'content-type': 'application/json', ...(init.headers ?? {}) } })
  expect(res.ok, `${pathname}: ${res.status}`).toBe(true)
  return (await res.json()) as T
}

const log = () => fs.readFileSync(siteServerLog(), 'utf8')
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

/** The og:image of a public page: an image route answering a PNG of 1200 × 630. */
async function expectShareImage(pathname: string) {
  const html = await (await fetch(siteUrl(pathname))).text()
  const content = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
  expect(content, `og:image of ${pathname}`).toBeTruthy()
  const imageUrl = new URL(content!.replace(/&amp;/g, '&'))
  expect(imageUrl.pathname.startsWith(`${pathname}/opengraph-image`)).toBe(true)
  const res = await fetch(siteUrl(`${imageUrl.pathname}${imageUrl.search}`))
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('image/png')
  const png = Buffer.from(await res.arrayBuffer())
  // A PNG's size is in its header: width and height at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
}

let financeContext: BrowserContext | undefined

/** Finance, signed in to the admin through its form and two-factor page, at a desk's width. */
async function financeAdmin(): Promise<Page> {
  const demo = workerSite().demoAdmin
  expect(demo, 'scripts/prepare.ts reported the demo accounts').toBeTruthy()
  financeContext ??= await (await getBrowser()).newContext({ viewport: DESKTOP, baseURL: siteUrl('/') })
  const existing = financeContext.pages()[0]
  if (existing) return existing
  const page = await financeContext.newPage()
  await signInToAdmin(page, { email: 'finance@example.org', password: demo!.password }, { twoFactor: true })
  return page
}

/** Saves the admin's open document and waits until the admin has moved on to the saved record. */
async function saveInAdmin(admin: Page, saved: RegExp) {
  await admin.getByRole('button', { name: /^Save$/ }).first().click()
  await admin.waitForURL(saved, { timeout: 30_000 })
  await admin.getByText(/successfully/i).first().waitFor({ timeout: 30_000 })
}

beforeAll(async () => {
  auth = await adminToken()
})

afterAll(async () => {
  for (const p of pages) await closePage(p)
  await financeContext?.close().catch(() => {})
  await closeBrowser()
})

describe('fundraising pages', () => {
  it('signs up two participants into one team and shows the totals', { timeout: 300_000 }, async () => {
    // The event page: the campaign's progress and the way in.
    const campaigns = await api<{ docs: { event: { slug: string } | null }[] }>(`/campaigns?where[slug][equals]=${CAMPAIGN}&depth=1`)
    const eventSlug = campaigns.docs[0]?.event?.slug
    expect(eventSlug, 'the demo campaign is linked to its event').toBeTruthy()
    cara = await openPage(`/get-involved/find-an-event/${eventSlug}`, { width: MOBILE.width, height: MOBILE.height })
    pages.push(cara)
    const section = cara.getByTestId('event-campaign')
    await expect(section.getByTestId('fundraising-progress').innerText()).resolves.toMatch(/raised of a \$60,000 goal/)
    // A visitor who trims a campaign's address lands on the events, which lead to each campaign.
    // (Next.js repeats an identical Location line on a first, uncached answer; browsers accept that.)
    const trimmed = await fetch(siteUrl('/get-involved/fundraise'), { redirect: 'manual' })
    const targets = [...new Set((trimmed.headers.get('location') ?? '').split(/,\s*/))].map((to) => new URL(to, siteUrl('/')).pathname)
    expect([trimmed.status, targets]).toEqual([308, ['/get-involved/find-an-event']])
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
    // A text file named like a photo: told by its content, refused at the field.
    await cara.getByLabel('Your photo (optional)').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') })
    await cara.getByRole('button', { name: 'Start my page' }).click()
    await cara.getByTestId('sign-up-errors').waitFor()
    const goal = cara.getByLabel('Your goal in dollars')
    await expect(goal.getAttribute('aria-invalid')).resolves.toBe('true')
    await expect(cara.locator('#goal-error').innerText()).resolves.toMatch(/from \$1 to \$1,000,000/)
    await expect(cara.getByLabel('Your photo (optional)').getAttribute('aria-invalid')).resolves.toBe('true')
    await expect(cara.locator('#photo-error').innerText()).resolves.toMatch(/not a picture we can read/)
    await expect(cara.getByLabel('Your story').inputValue()).resolves.toBe(story)
    await expect(cara.getByLabel('Team name').inputValue()).resolves.toBe(TEAM.name)
    await recheckAxe(cara)

    const linksBefore = linksInLog().length
    await goal.fill('500')
    const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: { r: 40, g: 110, b: 160 } } }).png().toBuffer()
    await cara.getByLabel('Your photo (optional)').setInputFiles({ name: 'Cara at the walk.png', mimeType: 'image/png', buffer: photo })
    await cara.getByRole('button', { name: 'Start my page' }).click()
    await cara.getByTestId('page-started').waitFor({ timeout: 30_000 })
    // The redirect is a client-side navigation: the new page's title arrives just after its content.
    await cara.waitForFunction(() => document.title.startsWith('Your fundraising page'), null, { timeout: 30_000 })
    await recheckAxe(cara)

    // The welcome e-mail's sign-in link (logged, as no SMTP server is set) opens her own page.
    const links = await pollUntil(async () => linksInLog(), (l) => l.length > linksBefore, { intervalMs: 250, what: 'the welcome e-mail’s sign-in link in the server log' })
    await visit(cara, links.at(-1)!)
    await cara.getByRole('button', { name: 'Sign in' }).click()
    await cara.getByTestId('own-page').waitFor()
    await recheckAxe(cara)
    // Her photo, beside the form that replaces it, named for her.
    await expect(cara.getByTestId('own-photo').getAttribute('alt')).resolves.toBe(CARA.name)
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

    // Finance records a cheque Cara collected, in the admin's own screens.
    const admin = await financeAdmin()
    await admin.goto(siteUrl('/admin/collections/offline-gifts/create'), { waitUntil: 'load' })
    const fundraiserField = admin.locator('#field-fundraiser')
    await fundraiserField.waitFor({ state: 'visible', timeout: 60_000 })
    await fundraiserField.locator('.rs__control').click()
    await admin.keyboard.type(CARA.name)
    await admin.locator('.rs__option', { hasText: CARA.name }).first().click()
    await admin.locator('#field-amount').fill('5000')
    await admin.locator('#field-receivedOn input').click()
    await admin.locator('.react-datepicker__day--today').first().click()
    await admin.locator('#field-donorName').fill(`Aunt May ${RUN}`)
    // Aunt May asked for an official receipt: the box, her name and address, then its PDF. On a
    // new gift the receipt's fields are there before the box is ticked, with no wait on the server.
    await expect(admin.locator('#field-receiptName').isVisible()).resolves.toBe(true)
    await admin.locator('#field-issueReceipt').check({ force: true })
    await admin.locator('#field-receiptName').fill(`May Ellis ${RUN}`)
    await admin.locator('#field-receiptStreet').fill('12 Cedar Road')
    await admin.locator('#field-receiptCity').fill('Nanaimo')
    await admin.locator('#field-receiptPostalCode').fill('V9R 2B2')
    await saveInAdmin(admin, /\/admin\/collections\/offline-gifts\/\d+/)
    const recorded = await api<{ docs: { id: number; amount: number; kind: string; voided: boolean }[] }>(`/offline-gifts?where[donorName][equals]=${encodeURIComponent(`Aunt May ${RUN}`)}&depth=0`)
    expect(recorded.docs.map((g) => [g.amount, g.kind, Boolean(g.voided)])).toEqual([[5000, 'cheque', false]])
    const receiptLink = admin.getByRole('link', { name: 'Download the official receipt (PDF)' })
    await receiptLink.waitFor()
    // Downloaded as Finance does it: the link, in the signed-in browser.
    const [download] = await Promise.all([admin.waitForEvent('download'), receiptLink.click()])
    expect(download.suggestedFilename()).toMatch(/^receipt-PCF-\d{6}\.pdf$/)
    const receiptText = squeezed(readPdf(new Uint8Array(fs.readFileSync((await download.path())!))).text)
    expect(receiptText).toContain(`May Ellis ${RUN}`)
    expect(receiptText).toContain('$5,000.00')
    expect(receiptText).toMatch(/PCF-\d{6}/)

    // The totals: Cara's page, the team (both members) and the campaign's leaderboards.
    await reloadUntil(cara, `/fundraise/${CARA.slug}`, /\$5,000 raised of a \$500 goal/, 'the cheque on Cara’s page')
    // Her photo under her name, sized for the screen.
    const shown = cara.getByTestId('fundraiser-photo')
    await expect(shown.getAttribute('alt')).resolves.toBe(CARA.name)
    await expect(shown.getAttribute('srcset')).resolves.toMatch(/\/_next\/image\?url=.*w=\d+/)
    await expect(shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true)
    await reloadUntil(cara, `/fundraise/team/${TEAM.slug}`, new RegExp(`\\$5,000 raised of a \\$800 goal.*Members \\(2\\).*${CARA.name}: \\$5,000 \\(captain\\).*${DAN.name}: \\$0`), 'the team’s total and members')
    await reloadUntil(cara, `/get-involved/fundraise/${CAMPAIGN}`, new RegExp(`Top fundraisers.*${CARA.name}: \\$5,000.*Top teams.*${TEAM.name}: \\$5,000 \\(2 members\\)`), 'Cara and her team on the campaign page')

    // A shared link shows a picture of the page and of the team.
    await expectShareImage(`/fundraise/${CARA.slug}`)
    await expectShareImage(`/fundraise/team/${TEAM.slug}`)

    // Cara's own page lists the cheque.
    await visit(cara, '/my-fundraising')
    await expect(cara.getByTestId('own-gifts').innerText()).resolves.toContain(`Aunt May ${RUN} (cheque)`)
    expectNoProblems(cara)
    expectNoProblems(dan)
  })

  it('starts a page without a photo with JavaScript on, and answers a goal out of range on the own page at its field', { timeout: 120_000 }, async () => {
    // The photo is optional: left empty, the browser still posts the empty file field.
    const eve = await openPage(`/get-involved/fundraise/${CAMPAIGN}/start`, { width: MOBILE.width, height: MOBILE.height })
    pages.push(eve)
    await eve.getByLabel('Your name').fill(EVE.name)
    await eve.getByLabel('Your e-mail address').fill(EVE.email)
    await eve.getByLabel('Your page address').fill(EVE.slug)
    await eve.getByLabel('Your goal in dollars').fill('250')
    await eve.getByRole('button', { name: 'Start my page' }).click()
    await eve.getByTestId('page-started').waitFor({ timeout: 30_000 })
    expect(await eve.getByTestId('sign-up-errors').count()).toBe(0)
    await recheckAxe(eve)

    // Cara types a goal of 0 on her own page: the message at the field, the page as it was.
    await visit(cara, '/my-fundraising')
    const own = cara.getByTestId('own-page').first()
    await own.getByLabel('Your goal in dollars').fill('0')
    const [saved] = await Promise.all([cara.waitForResponse((r) => r.url().endsWith('/my-fundraising/edit')), own.getByRole('button', { name: 'Save your page' }).click()])
    expect(saved.status()).toBe(303)
    await expect.poll(() => cara.getByTestId('own-page').first().getByLabel('Your goal in dollars').getAttribute('aria-invalid')).toBe('true')
    expect(await cara.getByTestId('own-page').first().innerText()).toMatch(/Choose a goal from \$1 to \$1,000,000/)
    const stored = await api<{ docs: { goal: number }[] }>(`/fundraisers?where[slug][equals]=${CARA.slug}&depth=0`)
    expect(stored.docs[0]!.goal).toBe(500)
    await recheckAxe(cara)
    expectNoProblems(eve)
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
      await expect.poll(() => button.isEnabled()).toBe(true)
      await button.click()
      await donor.waitForURL(/\/ways-to-give\/thank-you/)
    }
    // The cheque and both gifts; the first under the donor's first name only, with the message.
    await reloadUntil(donor, `/fundraise/${CARA.slug}`, /\$5,075 raised/, 'both gifts on Cara’s page')
    const text = (await donor.locator('main').innerText()).replace(/\s+/g, ' ')
    expect(text).toMatch(new RegExp(`Recent gifts.*Anonymous.*Gwen${RUN}.*${message.replace('!', '')}`))
    expect(text).not.toContain('Giver')
    expect(text).not.toContain(`gwen.${RUN}`)

    // Finance hides the message in the admin; the page no longer shows it, and the gift still counts.
    const gifts = await api<{ docs: { id: number }[] }>(`/fundraising-gifts?where[message][equals]=${encodeURIComponent(message)}&depth=0`)
    expect(gifts.docs).toHaveLength(1)
    const admin = await financeAdmin()
    await admin.goto(siteUrl(`/admin/collections/fundraising-gifts/${gifts.docs[0]!.id}`), { waitUntil: 'load' })
    const hide = admin.locator('#field-messageHidden')
    await hide.waitFor({ state: 'attached', timeout: 60_000 })
    await hide.check({ force: true })
    await saveInAdmin(admin, new RegExp(`/admin/collections/fundraising-gifts/${gifts.docs[0]!.id}`))
    await reloadUntil(donor, `/fundraise/${CARA.slug}`, new RegExp(`^(?!.*Walk strong ${RUN}).*\\$5,075 raised`), 'the hidden message gone from Cara’s page')
    expect((await donor.locator('main').innerText()).replace(/\s+/g, ' ')).toMatch(new RegExp(`Recent gifts.*Anonymous.*Gwen${RUN}`))

    // The goal-reached e-mail (her cheque passed the goal).
    const mails = await pollUntil(
      () => api<{ docs: { subject: string; text: string }[] }>(`/outbox?where[to][equals]=${encodeURIComponent(CARA.email)}&where[subject][equals]=${encodeURIComponent('You reached your fundraising goal')}&depth=0`),
      (r) => r.docs.length > 0,
      { intervalMs: 500, what: 'the goal-reached e-mail in the outbox' },
    )
    expect(mails.docs).toHaveLength(1)
    const mail = mails.docs[0]!.text
    expect(mail).toMatch(new RegExp(`^Hello ${CARA.name},\\n\\nYour page has raised \\$5,0\\d\\d\\.00, so you have reached your goal of \\$500\\. Thank you, and thank everyone who gave\\.`))
    expect(mail).toMatch(new RegExp(`Your page stays open until the campaign ends: https?://[^\\s]+/fundraise/${CARA.slug}\\n`))
    expect(mail).not.toMatch(/undefined|null|NaN|\{/)
    expectNoProblems(donor)
  })

  it('lets the participant thank her donors by e-mail from her own page, once each', { timeout: 120_000 }, async () => {
    await visit(cara, '/my-fundraising')
    const form = cara.getByRole('form', { name: 'Thank your donors by e-mail' })
    // Gwen gave twice from one address: two gifts to thank, one e-mail.
    await expect(form.innerText()).resolves.toContain('(2 gifts)')
    await expect(cara.getByTestId('own-gifts').innerText()).resolves.toMatch(/Not thanked yet[\s\S]*Not thanked yet/)
    const field = form.getByLabel('Your thank-you message')
    await form.getByRole('button', { name: 'Send your thank-you' }).click()
    await cara.getByTestId('my-giving-error').waitFor()
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true')
    await expect(field.getAttribute('aria-describedby')).resolves.toMatch(/-thanks-error\b/)
    await expect(cara.locator('[id$="-thanks-error"]').innerText()).resolves.toMatch(/Write the message/)
    await recheckAxe(cara)

    const thanks = `Thank you, ${RUN}! Dad would have loved this.`
    await field.fill(thanks)
    await form.getByRole('button', { name: 'Send your thank-you' }).click()
    await expect(cara.getByTestId('my-giving-notice').innerText()).resolves.toBe('Your thank-you is on its way to one donor.')
    await cara.getByText('Everyone who gave online has had your thank-you.').waitFor()
    const list = await cara.getByTestId('own-gifts').innerText()
    expect(list.match(/Thank-you sent/g)).toHaveLength(2)
    expect(list).not.toContain('Not thanked yet')
    await recheckAxe(cara)

    const mails = await pollUntil(
      () => api<{ docs: { subject: string; text: string }[] }>(`/outbox?where[to][equals]=${encodeURIComponent(`gwen.${RUN}@example.org`)}&where[subject][equals]=${encodeURIComponent(`A thank-you from ${CARA.name}`)}&depth=0`),
      (r) => r.docs.length > 0,
      { intervalMs: 500, what: 'the thank-you e-mail in the outbox' },
    )
    expect(mails.docs).toHaveLength(1)
    expect(mails.docs[0]!.text).toContain(`${CARA.name} asked us to send you this message:\n\n${thanks}\n`)
    expect(mails.docs[0]!.text).not.toMatch(/undefined|null|NaN|\{/)
    expectNoProblems(cara)
  })
})
