/**
 * Newsletters, Our Team, support groups, grants, annual report, mission, contact and Butts in
 * Motion in the browser: load-more counts, hash scrolling (with the calendar's 50 px offset),
 * the grants button and grantee bios on hover and keyboard focus, truthfully labelled report
 * totals, an editor's REST edit showing without a rebuild, and axe at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { adminToken, closeBrowser, closePage, expectNoProblems, MOBILE, openPage, pollUntil, siteUrl, visit } from '../helpers/browser'

let page: Page

beforeAll(async () => {
  page = await openPage(null)
})

afterAll(async () => {
  if (page) await closePage(page)
  await closeBrowser()
})

/** The element's distance from the top of the window, and whether the page is scrolled to its end. */
const position = (id: string) =>
  page.evaluate((target) => {
    const el = document.getElementById(target)
    return {
      top: el ? Math.round(el.getBoundingClientRect().top) : Number.NaN,
      scrollY: Math.round(window.scrollY),
      atEnd: Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
    }
  }, id)

/** Waits until the element rests `offset` px below the top of the window (±2 px). */
const settlesAt = (id: string, offset: number) =>
  pollUntil(() => position(id), (p) => Math.abs(p.top - offset) <= 2, { timeoutMs: 5_000, intervalMs: 100, what: `#${id} at ${offset}px` })

describe('newsletters', () => {
  it('shows 12, then 15 after More, up to all 20; SUBSCRIBE opens the archive in a new tab', async () => {
    await visit(page, '/get-support/more-resources/newsletters')
    const list = page.getByTestId('newsletter-list')
    expect(await list.locator(':scope > li').count()).toBe(12)
    const subscribe = page.getByTestId('newsletter-subscribe')
    expect(await subscribe.getAttribute('target')).toBe('_blank')
    expect(await subscribe.getAttribute('href')).toBe('https://lists.example.org/newsletter/archive')
    const more = page.locator('main').getByRole('button', { name: 'More newsletters' })
    await more.click()
    await pollUntil(() => list.locator(':scope > li').count(), (n) => n === 15, { timeoutMs: 5_000, intervalMs: 100, what: '15 newsletters' })
    // Focus moves to the first newly shown issue.
    expect(await page.evaluate(() => document.activeElement?.closest('li')?.parentElement?.children.length)).toBe(15)
    expect(await page.evaluate(() => [...(document.activeElement?.closest('ul')?.children ?? [])].indexOf(document.activeElement!.closest('li')!))).toBe(12)
    await more.click()
    await more.click()
    await pollUntil(() => list.locator(':scope > li').count(), (n) => n === 20, { timeoutMs: 5_000, intervalMs: 100, what: '20 newsletters' })
    expect(await more.count()).toBe(0)
    // Newest first.
    expect(await list.locator('h2').first().textContent()).toMatch(/^Fall 2024 Newsletter\b/)
    expectNoProblems(page)
  })
})

describe('hash scrolling', () => {
  it('scrolls Our Team to the member named in the hash, and lists committees with their members', async () => {
    await visit(page, '/about-us/our-team#dr-kofi-mensah')
    await settlesAt('dr-kofi-mensah', 16)
    const main = page.locator('main')
    expect(await main.locator('h2').allTextContents()).toEqual(['Staff', 'Board', 'Directors', 'Medical Advisors', 'Committees'])
    const committee = page.locator('#grants-committee')
    expect(await committee.getByRole('listitem').allTextContents()).toContain('Dr. Kofi Mensah, Chair')
    expect(await main.getByRole('link', { name: /organizational chart/ }).getAttribute('href')).toMatch(/organizational-chart\.pdf$/)
    expectNoProblems(page)
  })

  it('scrolls Find a Group to the group in the hash, showing all its details', async () => {
    await visit(page, '/get-support/support-groups/find-a-group#kelowna')
    await settlesAt('kelowna', 16)
    const group = page.locator('#kelowna')
    expect(await group.locator('h2').textContent()).toBe('Kelowna Prostate Cancer Support Group')
    expect(await group.locator('h3', { hasText: 'Contacts' }).count()).toBe(1)
    expect(await group.locator('ul').first().locator(':scope > li').count()).toBe(4)
    expect(await page.locator('#surrey').getByText('Punjabi, Hindi').count()).toBe(1)
    expectNoProblems(page)
  })

  it('scrolls the support groups page to the calendar with 50 px above it; no calendar address shows a notice', async () => {
    await visit(page, '/get-support/support-groups#calendar')
    await settlesAt('calendar', 50)
    const calendar = page.getByTestId('support-calendar')
    expect(await calendar.locator('iframe').count()).toBe(0)
    expect(await calendar.getByText('The meeting calendar is not available right now.').count()).toBe(1)
    const height = await calendar.locator('.min-h-\\[1000px\\]').evaluate((el) => el.getBoundingClientRect().height)
    expect(height).toBeGreaterThanOrEqual(1000)
    // The accordion opens one section.
    const trigger = page.locator('main details > summary', { hasText: 'Who can come?' })
    await trigger.click()
    expect(await trigger.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).toBe(true)
    expectNoProblems(page)
  })
})

describe('grants', () => {
  it('lists years newest first and scrolls smoothly to the application section', async () => {
    await visit(page, '/our-impact/grants')
    const main = page.locator('main')
    expect(await page.getByTestId('grant-year').locator('h2').allTextContents()).toEqual([
      '2023 Grant Recipients',
      '2022 Grant Recipients',
      '2021 Grant Recipients',
    ])
    expect(await page.getByTestId('grant-figures').textContent()).toMatch(/More than \$2\.68M.*92/)
    expect(await page.getByTestId('applications-close').textContent()).toMatch(/^Applications are open until July 7, \d{4}\.$/)
    expect(await main.getByRole('link', { name: /Past grants, 2003-2017/ }).getAttribute('href')).toMatch(/\.pdf$/)
    expect((await position('apply-for-grant')).scrollY).toBe(0)
    await main.getByRole('link', { name: 'HOW TO APPLY FOR A GRANT' }).click()
    const end = await pollUntil(
      () => position('apply-for-grant'),
      (p) => p.scrollY > 0 && (Math.abs(p.top - 0) <= 2 || p.atEnd),
      { timeoutMs: 5_000, intervalMs: 100, what: 'the application section in view' },
    )
    expect(end.top).toBeLessThan(400)
    expect(new URL(page.url()).hash).toBe('#apply-for-grant')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('apply-for-grant')
    expectNoProblems(page)
  })

  it('scrolls there on arrival with the hash, also with reduced motion', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    // A fresh document load (going to the same page with only a new hash would not reload).
    await page.goto('about:blank')
    await visit(page, '/our-impact/grants#apply-for-grant', { axe: false })
    const p = await pollUntil(
      () => position('apply-for-grant'),
      (q) => q.scrollY > 0 && (Math.abs(q.top) <= 18 || q.atEnd),
      { timeoutMs: 5_000, intervalMs: 100, what: 'arrival at #apply-for-grant' },
    )
    expect(p.top).toBeLessThan(400)
    await page.emulateMedia({ reducedMotion: 'no-preference' })
  })

  it('shows a grantee’s bio on hover and on keyboard focus', async () => {
    await visit(page, '/our-impact/grants', { axe: false })
    const card = page.getByTestId('grantee-card').first()
    const bio = card.getByTestId('grantee-bio')
    const opacity = () => bio.evaluate((el) => Number(getComputedStyle(el).opacity))
    expect(await opacity()).toBe(0)
    await card.hover()
    await pollUntil(opacity, (o) => o === 1, { timeoutMs: 3_000, intervalMs: 50, what: 'bio shown on hover' })
    await page.mouse.move(0, 0)
    await pollUntil(opacity, (o) => o === 0, { timeoutMs: 3_000, intervalMs: 50, what: 'bio hidden again' })
    // Keyboard: Tab from the button before the cards lands on the first card.
    await page.locator('main').getByRole('link', { name: 'HOW TO APPLY FOR A GRANT' }).focus()
    await page.keyboard.press('Tab')
    expect(await card.evaluate((el) => el === document.activeElement)).toBe(true)
    await pollUntil(opacity, (o) => o === 1, { timeoutMs: 3_000, intervalMs: 50, what: 'bio shown on focus' })
    expectNoProblems(page)
  })
})

describe('annual report, mission, contact, Butts in Motion', () => {
  it('labels computed revenue and spending truthfully', async () => {
    await visit(page, '/about-us/annual-report')
    const totals = page.getByTestId('annual-report-totals')
    const pairs = await totals.locator(':scope > div').evaluateAll((divs) =>
      divs.map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]),
    )
    expect(pairs).toEqual([
      ['Total revenue', '$1,765,735'],
      ['Total allocation and expenses', '$1,102,441'],
      ['Excess revenue', '$663,294'],
    ])
    expect(await page.getByTestId('row-total-revenue').textContent()).toBe('Total revenue100%$1,765,735')
    expect(await page.getByTestId('row-total-spending').textContent()).toBe('Total allocation and expenses$1,102,441')
    expect(await page.getByTestId('annual-report-chart').textContent()).toMatch(/Donations and grants: 77%.*Allocation: 51%.*Expenses: 12%.*Excess revenue: 37%/)
    expect(await page.getByTestId('annual-report-links').getByRole('link').count()).toBe(11)
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('Annual Report')
    expectNoProblems(page)
  })

  it('shows the mission’s partner logos, timeline and report teaser, and the contact page’s blocks and form slot', async () => {
    await visit(page, '/about-us/mission')
    expect(await page.getByTestId('partner-logos').locator('img').count()).toBe(6)
    expect(await page.locator('main').getByRole('link', { name: /timeline/ }).getAttribute('href')).toMatch(/timeline\.pdf$/)
    expect(await page.locator('main').getByText('Total revenue in 2022: $1,765,735.').count()).toBe(1)

    await visit(page, '/about-us/contact-us')
    const main = page.locator('main')
    expect(await main.locator('h1').textContent()).toBe('CONTACT US')
    expect(await page.getByTestId('contact-blocks').locator('h2').allTextContents()).toEqual(['Support Services', 'Events', 'General Inquiry'])
    expect(await page.getByTestId('contact-address').getByRole('link').getAttribute('target')).toBe('_blank')
    expect(await main.getByRole('heading', { name: 'General inquiry', exact: true }).count()).toBe(1)
    expect(await page.getByTestId('contact-form-slot').count()).toBe(1)
    expectNoProblems(page)
  })

  it('lists Butts in Motion locations with links, and its gallery', async () => {
    await visit(page, '/get-support/butts-in-motion')
    expect(await page.getByTestId('bim-locations').locator('h3').allTextContents()).toEqual(['Vancouver', 'Victoria', 'Kelowna'])
    expect(await page.locator('main').getByRole('region', { name: 'Butts in Motion photos' }).locator('img').count()).toBeGreaterThan(0)
    expectNoProblems(page)
  })
})

describe('editing in the admin', () => {
  it('an editor’s change to a support group shows on Find a Group without a rebuild', async () => {
    const auth = await adminToken()
    const found = await fetch(siteUrl('/api/support-groups?where[slug][equals]=kamloops&depth=0'), { headers: { authorization: auth } })
    const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
    const res = await fetch(siteUrl(`/api/support-groups/${id}`), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: auth },
      body: JSON.stringify({ groupName: 'Thompson Valley Men’s Circle', _status: 'published' }),
    })
    expect(res.status, await res.clone().text()).toBe(200)
    await pollUntil(
      async () => {
        await visit(page, '/get-support/support-groups/find-a-group', { axe: false, settle: false })
        return page.locator('#kamloops h2').textContent()
      },
      (t) => t === 'Thompson Valley Men’s Circle',
      { timeoutMs: 20_000, intervalMs: 500, what: 'the edited group name' },
    )
    expectNoProblems(page)
    // Put the name back: other browser test files share this server.
    const restore = await fetch(siteUrl(`/api/support-groups/${id}`), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: auth },
      body: JSON.stringify({ groupName: 'Kamloops Prostate Cancer Support Group', _status: 'published' }),
    })
    expect(restore.status).toBe(200)
  })
})

describe('axe at 390 px', () => {
  const paths = [
    '/get-support/more-resources/newsletters',
    '/about-us/our-team',
    '/get-support/support-groups',
    '/get-support/support-groups/find-a-group',
    '/get-support/support-group-councils',
    '/get-support/butts-in-motion',
    '/our-impact/grants',
    '/about-us/mission',
    '/about-us/contact-us',
    '/about-us/annual-report',
  ]
  let mobile: Page
  afterAll(async () => {
    if (mobile) await closePage(mobile)
  })
  it.each(paths)('%s', async (path) => {
    mobile ??= await openPage(null, MOBILE)
    await visit(mobile, path, { settle: 'idle' })
    expect(await mobile.locator('main h1').count()).toBe(1)
    expectNoProblems(mobile)
  })
})
