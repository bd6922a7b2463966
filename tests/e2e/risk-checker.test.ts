/**
 * The risk checker in a real browser against the built site: one question at a time with
 * JavaScript (focus moves, progress announced, no page load), the whole form and a server
 * result without it, the printable plan (Chromium's print output read back with poppler), the
 * PDF, the links to it, and, after all that, proof that neither the database nor the server
 * log holds the answers given.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startSite, type RunningSite } from '../../scripts/siteServer'
import { closeBrowser, closePage, copyOfWorkerSite, expectNoProblems, openPage, recheckAxe, settlePage, siteServerLog, siteUrl, useSite, visit, workerSite } from '../helpers/browser'
import { readPdf } from '../helpers/pdf'
import { startSmtpStandIn, type ReceivedMail, type SmtpStandIn } from '../helpers/smtpStandIn'
import { DEFAULT_TEXTS } from '../../src/riskChecker/texts'

const CHECKER = '/about-prostate-cancer/check-your-risk'
const PLAN = `${CHECKER}/plan`
const RISK_FACTORS = '/about-prostate-cancer/what-is-prostate-cancer/risk-factors'
const PSA = '/about-prostate-cancer/diagnosis-and-staging/the-psa-test-and-the-dre'
const T = DEFAULT_TEXTS

/** The answers as they would travel: none of these pairs may be found where things are kept. */
const JS_ANSWERS = 'age=50-59&blackAncestry=prefer-not&familyProstate=yes&familyBreastOvarian=dont-know&urinarySymptoms=no'
const NO_JS_ANSWERS = 'age=under-40&blackAncestry=no&familyProstate=no&familyBreastOvarian=no&urinarySymptoms=yes'
/** The answers of the result a reminder is asked for from (on the copy of the site with a mail server). */
const REMINDER_ANSWERS = 'age=40-44&blackAncestry=dont-know&familyProstate=no&familyBreastOvarian=yes&urinarySymptoms=prefer-not'
const REMINDER = `${CHECKER}/reminder`
const REMINDER_LOG = 'reminders-server.log'

/** The copy of the site that can send e-mail (the reminder tests); stopped after the privacy check. */
let reminderSite: RunningSite | undefined
let smtp: SmtpStandIn | undefined

const pages: Page[] = []
afterAll(async () => {
  for (const page of pages) await closePage(page)
  await closeBrowser()
  useSite(undefined)
  await reminderSite?.stop()
  await smtp?.stop()
})
async function open(javaScriptEnabled = true): Promise<Page> {
  const page = await openPage(null, { javaScriptEnabled })
  pages.push(page)
  return page
}

const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '')
const activeTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? '')
const flat = (text: string) => text.replace(/\s+/g, ' ')

describe('with JavaScript', () => {
  it('asks one question at a time, moves focus, announces progress, and shows the result without a page load', async () => {
    const page = await open()
    await visit(page, CHECKER)
    const form = page.getByTestId('risk-form')
    await expect.poll(() => form.getAttribute('data-step-by-step')).toBe('true')
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true))
    const progress = page.getByTestId('risk-progress')
    expect(await progress.getAttribute('role')).toBe('status')
    expect(await progress.textContent()).toBe('Question 1 of 5')
    expect(await form.locator('fieldset:visible').count()).toBe(1)
    expect(await form.locator('fieldset:visible legend').textContent()).toBe(T.questions.age.legend)

    // Moving on without an answer: a message tied to the question, focus on its first answer.
    await page.getByRole('button', { name: 'Next question' }).click()
    const error = page.locator('#risk-age-error')
    expect(await error.textContent()).toMatch(/Choose an answer/)
    expect(await form.locator('fieldset:visible').getAttribute('aria-describedby')).toContain('risk-age-error')
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('age')
    await recheckAxe(page)

    const steps: [string, string][] = [
      ['50 to 59', T.questions.blackAncestry.legend],
      ['Prefer not to say', T.questions.familyProstate.legend],
      ['Yes', T.questions.familyBreastOvarian.legend],
      ['I don’t know', T.questions.urinarySymptoms.legend],
    ]
    for (const [i, [answer, nextLegend]] of steps.entries()) {
      await form.locator('fieldset:visible').getByLabel(answer, { exact: true }).check()
      await page.getByRole('button', { name: 'Next question' }).click()
      await expect.poll(() => progress.textContent()).toBe(`Question ${i + 2} of 5`)
      // Focus is on the next question's fieldset, which its legend names.
      expect(await activeTag(page)).toBe('FIELDSET')
      expect(await activeText(page)).toContain(nextLegend)
    }
    await page.getByRole('button', { name: 'Back' }).click()
    await expect.poll(() => progress.textContent()).toBe('Question 4 of 5')
    expect(await form.locator('fieldset:visible input:checked').getAttribute('value')).toBe('dont-know')
    await page.getByRole('button', { name: 'Next question' }).click()
    await form.locator('fieldset:visible').getByLabel('No', { exact: true }).check()

    const counted = page.waitForResponse((r) => r.url().endsWith('/api/risk-checker/completions'))
    await page.getByRole('button', { name: 'See my result' }).click()
    const result = page.getByTestId('risk-result')
    await result.waitFor()
    expect((await counted).status()).toBe(204)
    expect(await (await counted).request().postData()).toBe('{"category":"higher"}')
    expect(await activeTag(page)).toBe('H2')
    expect(await activeText(page)).toBe(T.results.higher.heading)
    expect(await result.getAttribute('data-category')).toBe('higher')
    expect(await page.getByTestId('risk-steps').locator('li').allTextContents()).toEqual([`${T.actions.talkAboutPsaNow} [2]`, `${T.actions.tellDoctorAboutRisk} [1]`])
    // No page load, and the answers never went into the address.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
    expect(new URL(page.url()).search).toBe('')
    const planHref = await result.getByRole('link', { name: 'Print your plan' }).getAttribute('href')
    expect(planHref).toBe(`${PLAN}?${JS_ANSWERS}`)
    await recheckAxe(page)
    expectNoProblems(page)
  })
})

describe('without JavaScript', () => {
  it('sends every question as a fieldset with a legend, and the server answers with the result', async () => {
    const page = await open(false)
    await visit(page, CHECKER, { axe: false, settle: false })
    const fieldsets = page.locator('main form fieldset')
    expect(await fieldsets.count()).toBe(5)
    expect(await fieldsets.locator('legend').allTextContents()).toEqual(Object.values(T.questions).map((q) => q.legend))
    for (let i = 0; i < 5; i++) {
      expect(await fieldsets.nth(i).isVisible()).toBe(true)
      expect(await fieldsets.nth(i).getByLabel('I don’t know', { exact: true }).count()).toBe(1)
      expect(await fieldsets.nth(i).getByLabel('Prefer not to say', { exact: true }).count()).toBe(1)
    }
    const choose = async (i: number, label: string) => fieldsets.nth(i).getByLabel(label, { exact: true }).check()
    await choose(0, 'Under 40')
    await choose(1, 'No')
    await choose(2, 'No')
    await choose(3, 'No')
    await choose(4, 'Yes')
    await Promise.all([page.waitForURL((url) => url.search.length > 0), page.getByRole('button', { name: 'See my result' }).click()])
    expect(new URL(page.url()).search).toBe(`?${NO_JS_ANSWERS}`)
    const result = page.getByTestId('risk-result')
    expect(await result.getAttribute('data-category')).toBe('usual')
    expect(await result.locator('h2').textContent()).toBe(T.results.usual.heading)
    const steps = await page.getByTestId('risk-steps').locator('li').allTextContents()
    expect(steps).toEqual([`${T.actions.seeDoctorAboutSymptoms} [2]`, `${T.actions.startAt45} [3]`])
    expect(await page.getByTestId('risk-answers').textContent()).toContain('Under 40')
    expectNoProblems(page)
  })

  it('shows the result page without axe violations (checked with scripts on), and asks again for what is missing', async () => {
    const page = await open()
    await visit(page, `${CHECKER}?${NO_JS_ANSWERS}`)
    expect(await page.getByTestId('risk-result').getAttribute('data-category')).toBe('usual')
    await visit(page, `${CHECKER}?age=50-59&familyProstate=maybe`)
    expect(await page.locator('main [role="alert"]').textContent()).toMatch(/need an answer/)
    expect(await page.locator('#risk-familyProstate-error').textContent()).toMatch(/Choose one of the answers/)
    expect(await page.locator('#risk-blackAncestry-error').textContent()).toMatch(/Choose an answer/)
    expect(await page.locator('input[name="age"][value="50-59"]').isChecked()).toBe(true)
    expectNoProblems(page)
  })
})

describe('the conversation plan', () => {
  it('prints the answers, questions for the doctor, the PSA test and DRE with the cost, and links written out', async () => {
    const page = await open()
    await visit(page, `${PLAN}?${JS_ANSWERS}`)
    expect(await page.locator('body > header').isVisible()).toBe(true)
    const pdf = readPdf(await page.pdf({ format: 'Letter', printBackground: false }))
    const text = flat(pdf.text)
    const squeezed = pdf.text.replace(/\s+/g, '')
    expect(text).toContain('My plan for talking to my doctor about prostate cancer')
    expect(text).toContain('Prefer not to say')
    expect(text).toContain(T.results.higher.heading)
    for (const q of T.doctorQuestions) expect(text).toContain(q)
    expect(text).toContain('$37 in BC and $35 in Ontario')
    expect(text).toContain('The DRE')
    expect(squeezed).toContain(`(${RISK_FACTORS})`.replace(/\s+/g, ''))
    // The site's header and menu do not print.
    expect(text).not.toMatch(/Skip to (main )?content/i)
    expectNoProblems(page)
  })

  it('comes as a PDF made from the answers, and asks for them when missing', async () => {
    const response = await fetch(siteUrl(`${CHECKER}/plan.pdf?${JS_ANSWERS}`))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const pdf = readPdf(new Uint8Array(await response.arrayBuffer()))
    const text = flat(pdf.text)
    expect(text).toContain('My plan for talking to my doctor about prostate cancer')
    expect(text).toContain(`${T.questions.familyProstate.legend} Yes`)
    expect(text).toContain(T.results.higher.heading)
    expect(text).toContain('Questions to ask my doctor')
    expect(text).toContain('$37 in BC and $35 in Ontario')
    expect(text).toContain('The PSA test')
    // The site's configured address (SITE_URL; the test server has none, so localhost), never the request's Host.
    expect(pdf.text.replace(/\s+/g, '')).toMatch(new RegExp(`https?://localhost:\\d+${PSA}`))
    expect(text).toContain('https://doi.org/10.5489/cuaj.4888')

    const missing = await fetch(siteUrl(`${CHECKER}/plan.pdf?age=50-59`))
    expect(missing.status).toBe(400)
    expect(await missing.text()).toMatch(/Answer the five questions/)
  })

  it('offers no e-mail while the site has no mail server (Payload would log the message instead)', async () => {
    const page = await open()
    // Nor a reminder: it needs e-mail too.
    await visit(page, `${CHECKER}?${JS_ANSWERS}`)
    expect(await page.getByTestId('risk-result').count()).toBe(1)
    expect(await page.getByTestId('risk-reminder-offer').count()).toBe(0)
    await visit(page, `${PLAN}?${JS_ANSWERS}`)
    expect(await page.getByTestId('risk-plan').count()).toBe(1)
    expect(await page.locator('#plan-email-address').count()).toBe(0)
    const response = await fetch(siteUrl('/api/risk-checker/email'), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `${JS_ANSWERS}&email=someone%40example.org`,
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toMatch(/&sent=unavailable$/)
  })

  it('counts only a category: anything more is refused', async () => {
    const post = (body: string) => fetch(siteUrl('/api/risk-checker/completions'), { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    expect((await post('{"category":"usual","age":"50-59"}')).status).toBe(400)
    expect((await post('{"category":"maybe"}')).status).toBe(400)
    expect((await post('not json')).status).toBe(400)
  })
})

describe('links to the checker', () => {
  it.each([
    ['/', 'CHECK YOUR RISK'],
    [RISK_FACTORS, 'Check your risk'],
    [PSA, 'check your risk'],
  ])('%s links to it', async (from, name) => {
    const page = await open()
    await visit(page, from)
    const link = page.locator(`main a[href="${CHECKER}"]`)
    expect(await link.count()).toBeGreaterThan(0)
    expect(await link.first().textContent()).toBe(name)
    expectNoProblems(page)
  })
})

/** Folded headers and quoted-printable soft breaks undone, so links read whole. */
const unfold = (mail: ReceivedMail) =>
  mail.raw
    .replace(/\r?\n[ \t]+</g, ' <')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')

/** The path and query of the link in `mail` to `page` (the mail names the server by its own address). */
function linkPath(mail: ReceivedMail, page: 'confirm' | 'stop'): string {
  const match = new RegExp(`https?://[^/\\s]+(${REMINDER}/${page}\\?token=[A-Za-z0-9_-]+)`).exec(unfold(mail))
  if (!match) throw new Error(`No ${page} link in the e-mail:\n${unfold(mail)}`)
  return match[1]!
}

describe('the reminder, on a copy of the site with a mail server', () => {
  const ADDRESS = 'reminder-reader@example.org'
  const mailsTo = (address: string) => smtp!.received.filter((m) => m.to.includes(address))

  beforeAll(async () => {
    smtp = await startSmtpStandIn()
    reminderSite = await startSite({
      ...copyOfWorkerSite(),
      logName: REMINDER_LOG,
      env: { SMTP_URL: smtp.url },
      log: (m) => process.stderr.write(`[reminders] ${m}\n`),
    })
    useSite({ baseURL: reminderSite.baseURL, demoAdmin: null })
  }, 180_000)

  afterAll(() => useSite(undefined))

  it('is asked for from the result page, confirmed through the e-mail’s link, and that link works once', async () => {
    const page = await open()
    await visit(page, `${CHECKER}?${REMINDER_ANSWERS}`)
    const offer = page.getByTestId('risk-reminder-offer')
    expect(await offer.getByRole('link').allTextContents()).toEqual(['Remind me when I turn 45', 'Remind me in 12 months'])
    await Promise.all([page.waitForURL((url) => url.pathname === REMINDER), offer.getByRole('link', { name: 'Remind me when I turn 45' }).click()])
    await settlePage(page)
    await recheckAxe(page)
    expect(await page.getByLabel('When I turn 45').isChecked()).toBe(true)
    expect(await page.getByTestId('reminder-consent').textContent()).toMatch(/^By asking for a reminder, you agree that .+ may send you one e-mail/)
    const born = new Date().getUTCFullYear() - 41
    await page.getByLabel('Month', { exact: true }).selectOption('6')
    await page.getByLabel('Year', { exact: true }).fill(String(born))
    await page.getByLabel('Your e-mail address').fill(ADDRESS)
    await Promise.all([page.waitForURL((url) => url.search === '?outcome=sent'), page.getByRole('button', { name: 'Ask for my reminder' }).click()])
    await settlePage(page)
    await recheckAxe(page)
    expect(await page.getByTestId('reminder-outcome').textContent()).toMatch(/Check your e-mail/)

    // The confirmation is mailed before the page answers.
    expect(mailsTo(ADDRESS)).toHaveLength(1)
    const mail = mailsTo(ADDRESS)[0]!
    expect(unfold(mail)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
    const confirmPath = linkPath(mail, 'confirm')
    await visit(page, confirmPath)
    const confirm = page.getByTestId('reminder-confirm')
    expect(await confirm.textContent()).toContain(`June 1, ${born + 45}`)
    await Promise.all([page.waitForURL((url) => url.searchParams.has('confirmed')), confirm.getByRole('button', { name: 'Confirm my reminder' }).click()])
    await settlePage(page)
    await recheckAxe(page)
    expect(await page.getByTestId('reminder-confirmed').textContent()).toMatch(/Your reminder is confirmed/)

    await visit(page, confirmPath)
    expect(await page.getByTestId('reminder-link-problem').textContent()).toMatch(/This link does not work/)
    expectNoProblems(page)
  })

  it('works without JavaScript: the error sits under its field, and the e-mail’s stop link stops it', async () => {
    const address = 'no-script-reader@example.org'
    const page = await open(false)
    await visit(page, `${REMINDER}?when=in12months`, { axe: false, settle: false })
    expect(await page.getByLabel('When I turn 45').count()).toBe(0)
    await page.getByLabel('Your e-mail address').fill('not an address')
    await Promise.all([page.waitForURL((url) => url.searchParams.get('problem') === 'email'), page.getByRole('button', { name: 'Ask for my reminder' }).click()])
    expect(await page.locator('#reminder-email-error').textContent()).toMatch(/Enter an e-mail address/)
    expect(await page.locator('#reminder-email').getAttribute('aria-describedby')).toBe('reminder-email-error')
    expect(await page.locator('#reminder-email').getAttribute('aria-invalid')).toBe('true')
    const errorPage = new URL(page.url())
    await page.getByLabel('Your e-mail address').fill(address)
    await Promise.all([page.waitForURL((url) => url.search === '?outcome=sent'), page.getByRole('button', { name: 'Ask for my reminder' }).click()])
    expect(await page.getByTestId('reminder-outcome').textContent()).toMatch(/Check your e-mail/)
    expect(mailsTo(address)).toHaveLength(1)
    const stopPath = linkPath(mailsTo(address)[0]!, 'stop')

    // The same pages with scripts on, for axe (they are the same HTML).
    const checked = await open()
    await visit(checked, `${errorPage.pathname}${errorPage.search}`)
    await visit(checked, stopPath)
    expect(await checked.getByTestId('reminder-stop').count()).toBe(1)

    await visit(page, stopPath, { axe: false, settle: false })
    await Promise.all([page.waitForURL((url) => url.search === '?stopped=1'), page.getByRole('button', { name: 'Stop my reminder' }).click()])
    expect(await page.getByTestId('reminder-stopped').textContent()).toMatch(/Your reminder is stopped/)
    await visit(checked, `${REMINDER}/stop?stopped=1`)
    await visit(checked, stopPath)
    expect(await checked.getByTestId('reminder-nothing-to-stop').count()).toBe(1)
    expectNoProblems(page)
    expectNoProblems(checked)
  })
})

describe('privacy', () => {
  it('keeps the answers given above nowhere: not in the database, not in the server log', () => {
    const files = ['site.db', 'site.db-wal'].map((f) => path.join(workerSite().dataDir, f)).filter((f) => fs.existsSync(f))
    files.push(siteServerLog())
    expect(files.length).toBeGreaterThanOrEqual(2)
    // The copy of the site a reminder was asked for on: its database holds the reminder, not the answers.
    const reminderFiles = ['site.db', 'site.db-wal'].map((f) => path.join(reminderSite!.dataDir, f)).filter((f) => fs.existsSync(f))
    expect(reminderFiles.length).toBeGreaterThanOrEqual(1)
    files.push(...reminderFiles, path.join(process.cwd(), workerSite().distDir, REMINDER_LOG))
    const needles = [...JS_ANSWERS.split('&'), ...NO_JS_ANSWERS.split('&'), ...REMINDER_ANSWERS.split('&'), 'blackAncestry', 'familyProstate', 'familyBreastOvarian', 'urinarySymptoms']
    for (const file of files) {
      const content = fs.readFileSync(file).toString('latin1')
      for (const needle of needles) expect(content.includes(needle), `${needle} in ${path.basename(file)}`).toBe(false)
    }
    // The counts were kept: that is what the database holds instead.
    const db = fs.readFileSync(files[0]!).toString('latin1')
    expect(db).toContain('risk_checker_counts')
    // The reminder's address is in the reminder site's database (so the search above was of the right file), never in its log.
    const reminderDb = reminderFiles.map((f) => fs.readFileSync(f).toString('latin1')).join('')
    expect(reminderDb).toContain('reminder-reader@example.org')
    const reminderLog = fs.readFileSync(path.join(process.cwd(), workerSite().distDir, REMINDER_LOG), 'utf8')
    for (const address of ['reminder-reader@example.org', 'no-script-reader@example.org']) expect(reminderLog).not.toContain(address)
  })
})
