/**
 * /search in the browser: pagination, a new query starting at page one, the empty message, a
 * question's pattern characters searched as spaces, the zero-result help (did you mean, staff picks), bad input,
 * the form without JavaScript, result links, the JSON endpoint, axe on every state.
 * The test publishes its own pages through the REST API (as an editor would), which also
 * proves that the index follows edits made in the running server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { paragraph, richText } from '@/seed/lexical'
import { adminToken, closeBrowser, closePage, expectNoProblems, openPage, siteUrl, visit } from '../helpers/browser'

const WORD = 'quokkabridge'
let page: Page
let auth: string

async function createPage(title: string, slug: string, text: string): Promise<void> {
  const res = await fetch(siteUrl('/api/pages'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: auth },
    body: JSON.stringify({
      title,
      slug,
      _status: 'published',
      layout: [
        {
          blockType: 'richText',
          content: richText(paragraph(text)),
        },
      ],
    }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
}

beforeAll(async () => {
  auth = await adminToken()
  // 10 matches: two pages of results (8 + 2).
  for (let i = 1; i <= 10; i++) {
    const n = String(i).padStart(2, '0')
    await createPage(`Search test ${n}`, `search-test-${n}`, `Page ${n} mentions the ${WORD} men’s walk somewhere in its text.`)
  }
  page = await openPage(null)
})

afterAll(async () => {
  if (page) await closePage(page)
  await closeBrowser()
})

const searchField = () => page.locator('main').getByRole('searchbox', { name: 'Search the site' })
const resultTitles = () => page.locator('ol[aria-label="Search results"] h2').allTextContents()

describe('search page', () => {
  it('shows the first 8 results with highlighted snippets and a pager', async () => {
    await visit(page, `/search?value=${WORD.toUpperCase()}`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Search')
    expect(await searchField().inputValue()).toBe(WORD.toUpperCase())
    expect(await searchField().getAttribute('required')).not.toBeNull()
    const titles = await resultTitles()
    expect(titles).toHaveLength(8)
    expect(titles[0]).toBe('Search test 01')
    expect(await page.locator('ol[aria-label="Search results"] mark').first().textContent()).toBe(WORD)
    const pager = page.getByRole('navigation', { name: 'Search result pages' })
    expect(await pager.getByRole('link').allTextContents()).toEqual(['1', '2', 'Next'])
    expect(await pager.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page')
    expectNoProblems(page)
  })

  it('moves to page 2 by Next, and a new query starts again at page one', async () => {
    await page.getByRole('navigation', { name: 'Search result pages' }).getByRole('link', { name: 'Next' }).click()
    await page.waitForURL(/page=2/)
    expect(await resultTitles()).toEqual(['Search test 09', 'Search test 10'])
    expect(await page.getByRole('navigation', { name: 'Search result pages' }).getByRole('link').allTextContents()).toEqual(['Prev', '1', '2'])

    await searchField().fill(`${WORD} men’s walk`)
    await page.locator('main').getByRole('button', { name: 'Search' }).click()
    await page.waitForURL((url) => url.searchParams.get('value') === `${WORD} men’s walk`)
    expect(new URL(page.url()).searchParams.get('page')).toBeNull()
    expect((await resultTitles()).slice(0, 2)).toEqual(['Search test 01', 'Search test 02'])
    // The straight apostrophe finds the curly one.
    await visit(page, `/search?value=${encodeURIComponent(`${WORD} MEN'S WALK`)}`)
    expect((await resultTitles()).length).toBe(8)
    expectNoProblems(page)
  })

  it('links a page result to its own address', async () => {
    await visit(page, '/search?value=Search%20test%2007')
    await page.getByRole('link', { name: 'Search test 07' }).click()
    await page.waitForURL((url) => url.pathname === '/search-test-07')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Search test 07')
  })

  it('says when nothing matched, offers a corrected search and the pages staff picked', async () => {
    await visit(page, '/search?value=pelvxxc')
    expect(await page.locator('main').getByText('No results. Please try other words.').getAttribute('role')).toBe('status')
    expect(await resultTitles()).toEqual([])
    const picks = page.getByRole('region', { name: 'Pages many visitors find useful' }).getByRole('link')
    expect(await picks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/about-prostate-cancer/what-is-prostate-cancer',
      '/about-prostate-cancer/diagnosis-and-staging/the-psa-test-and-the-dre',
      '/get-support/peer-support',
    ])
    await page.locator('main').getByRole('link', { name: 'pelvic', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('value') === 'pelvic')
    expect((await resultTitles())[0]).toBe('Incontinence')
    expectNoProblems(page)
  })

  it('finds the issue’s four queries on the demo content', async () => {
    for (const [query, url] of [
      ['prostrate', '/about-prostate-cancer/what-is-prostate-cancer/the-prostate'],
      ['incontinance', '/about-prostate-cancer/living-with-prostate-cancer/incontinence'],
      ['support group vancouver', '/get-support/support-groups/find-a-group#vancouver'],
      ['erectile', '/about-prostate-cancer/living-with-prostate-cancer/sex-with-and-after-cancer'],
    ]) {
      const body = (await (await fetch(siteUrl(`/api/search?value=${encodeURIComponent(query!)}`))).json()) as { results: Array<{ url: string }> }
      expect(body.results[0]?.url, query).toBe(url)
    }
  })

  it('submits to /search without JavaScript', async () => {
    const noScript = await openPage('/search', { javaScriptEnabled: false, axe: false, settle: false })
    try {
      await noScript.locator('main input[name="value"]').fill('incontinance')
      await noScript.locator('main').getByRole('button', { name: 'Search' }).click()
      await noScript.waitForURL((url) => url.searchParams.get('value') === 'incontinance')
      expect(await noScript.locator('ol[aria-label="Search results"] h2').first().textContent()).toBe('Incontinence')
    } finally {
      await closePage(noScript)
    }
  })

  it('answers bad input with the page or a 400, never a 500, and cuts a long query with a note', async () => {
    const long = 'prostate '.repeat(130)
    await visit(page, `/search?value=${encodeURIComponent(long)}`)
    expect(await page.locator('main').textContent()).toContain('longer than 200 characters')
    expect(await searchField().inputValue()).toHaveLength(200)
    const nasty = [
      long,
      'walk\u0000\u0007\u001b[31m',
      '🎗️ prostate 🎗️',
      '[a-z]+\\d{2}$^|.{1,}',
      '\u200b\u202e',
      '%',
    ]
    for (const value of nasty) {
      for (const path of ['/search', '/api/search']) {
        const res = await fetch(siteUrl(`${path}?value=${encodeURIComponent(value)}`))
        expect([200, 400], `${path} ${JSON.stringify(value)}`).toContain(res.status)
      }
    }
    // A lone surrogate cannot be sent as UTF-8; its raw bytes and a stray escape must not break anything either.
    for (const raw of ['%ED%A0%80', '%E0%A4%A', '%uD800']) {
      for (const path of ['/search', '/api/search']) {
        const res = await fetch(siteUrl(`${path}?value=${raw}`))
        expect([200, 400], `${path} ${raw}`).toContain(res.status)
      }
    }
  })

  it('searches a query with # ? * ( or ) without those characters, and says nothing of them', async () => {
    await visit(page, `/search?value=${encodeURIComponent(`(${WORD})?`)}`)
    expect(await page.locator('main').getByRole('alert').count()).toBe(0)
    expect(await resultTitles()).toContain('Search test 01')
  })

  it('answers the same results as JSON at /api/search', async () => {
    const res = await fetch(siteUrl(`/api/search?value=${WORD}&page=2`))
    expect(res.status).toBe(200)
    const body = (await res.json()) as { total: number; page: number; results: Array<{ title: string; url: string; kind: string }> }
    expect(body.total).toBe(10)
    expect(body.page).toBe(2)
    expect(body.results.map((r) => r.title)).toEqual(['Search test 09', 'Search test 10'])
    expect(body.results[0]).toMatchObject({ kind: 'page', url: '/search-test-09' })
    // Pattern characters are searched as spaces; with nothing else left there is nothing to search.
    expect((await fetch(siteUrl(`/api/search?value=${WORD}*`))).status).toBe(200)
    expect((await fetch(siteUrl(`/api/search?value=${encodeURIComponent('*?')}`))).status).toBe(400)
    expect((await fetch(siteUrl('/api/search'))).status).toBe(400)
  })
})

/** The first published document of a collection, read as a visitor would (REST, no sign-in). */
async function firstPublished(collection: string, field = 'title'): Promise<{ title: string; slug: string }> {
  const res = await fetch(siteUrl(`/api/${collection}?limit=1&depth=0&sort=${field}&where[_status][equals]=published`))
  expect(res.status).toBe(200)
  const doc = ((await res.json()) as { docs: Array<Record<string, string>> }).docs[0]!
  return { title: doc.groupName || doc.title!, slug: doc.slug! }
}

describe('result links of every kind of content', () => {
  const kinds: Array<{ collection: string; url: (slug: string) => string }> = [
    { collection: 'events', url: (slug) => `/get-involved/find-an-event/${slug}` },
    { collection: 'stories', url: (slug) => `/our-impact/patient-stories/${slug}` },
    { collection: 'news-posts', url: (slug) => `/news/${slug}` },
    { collection: 'team-members', url: (slug) => `/about-us/our-team#${slug}` },
    { collection: 'support-groups', url: (slug) => `/get-support/support-groups/find-a-group#${slug}` },
    { collection: 'newsletters', url: () => '/get-support/more-resources/newsletters' },
  ]
  for (const { collection, url } of kinds) {
    it(`links a ${collection} result to its address`, async () => {
      const doc = await firstPublished(collection)
      await visit(page, `/search?value=${encodeURIComponent(doc.title)}`)
      const link = page.locator('ol[aria-label="Search results"]').getByRole('link', { name: doc.title, exact: true }).first()
      expect(await link.getAttribute('href')).toBe(url(doc.slug))
    })
  }

  it('finds a support group by its city', async () => {
    const res = await fetch(siteUrl('/api/support-groups?limit=1&depth=0&where[_status][equals]=published'))
    const group = ((await res.json()) as { docs: Array<{ groupName: string; city: string }> }).docs[0]!
    const body = (await (await fetch(siteUrl(`/api/search?value=${encodeURIComponent(group.city)}`))).json()) as { results: Array<{ title: string; kind: string }> }
    expect(body.results.some((r) => r.title === group.groupName && r.kind === 'supportGroup')).toBe(true)
  })
})
