/**
 * The video library in the browser: server-rendered list, playlist and search interplay,
 * the count line, the address following the filter, the grid per width, and the modal player
 * (Escape and backdrop close it; focus returns to the card). YouTube's player is answered by
 * a local stub so the test sends nothing outside.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { adminToken, closeBrowser, closePage, expectNoProblems, MOBILE, openPage, pollUntil, recheckAxe, siteUrl, visit } from '../helpers/browser'

const PATH = '/about-prostate-cancer/video-library'
let page: Page

beforeAll(async () => {
  page = await openPage(null)
  // The embed is the one outside address the page may load, and only on a click: stub it.
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Player stub</title><p>Player</p></html>' }),
  )
})

afterAll(async () => {
  if (page) await closePage(page)
  await closeBrowser()
})

const library = () => page.getByTestId('video-library')
const count = () => library().getByTestId('video-count').textContent()
const playlistSelect = () => library().getByLabel('Playlist')
const search = () => library().getByRole('searchbox', { name: 'Search video titles' })
const apiVideoIds = async () =>
  ((await (await fetch(siteUrl('/api/videos'))).json()) as { videos: Array<{ videoId: string }> }).videos.map((v) => v.videoId)
const cardTitles = () => library().getByRole('list', { name: 'Videos' }).getByRole('heading').allTextContents()

describe('video library', () => {
  it('is rendered on the server with every video, the hero and its Subscribe link', async () => {
    const html = await (await fetch(siteUrl(PATH))).text()
    expect(html).toContain('12 Videos Found')
    expect(html).toContain('Preparing for surgery')

    await visit(page, PATH)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Video Library')
    const subscribe = page.locator('main').getByRole('link', { name: /^Subscribe/ })
    expect(await subscribe.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\//)
    expect(await subscribe.getAttribute('target')).toBe('_blank')
    expect(await count()).toBe('12 Videos Found')
    expect(await cardTitles()).toHaveLength(12)
    // Every still is our own.
    const sources = await library().locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))
    expect(sources.every((src) => new URL(src).pathname.startsWith('/api/video-thumbnails/file/'))).toBe(true)
    // Newest first, with the en-CA short date.
    expect((await cardTitles())[0]).toBe('Active surveillance: watching closely')
    expect(await library().locator('time').first().textContent()).toBe('Mar 18, 2024')
    expect(await playlistSelect().locator('option').allTextContents()).toEqual([
      'All Videos',
      'Understanding a diagnosis',
      'Treatment choices',
      'Living well',
    ])
    expectNoProblems(page)
  })

  it('filters by playlist, searches all titles, and restores the playlist when the search is emptied', async () => {
    await playlistSelect().selectOption({ label: 'Treatment choices' })
    expect(await count()).toBe('4 Videos Found')
    await page.waitForURL((url) => url.searchParams.get('playlist') === 'treatment-choices')

    // Searching looks through all videos and clears the dropdown.
    await search().fill('psa')
    expect(await count()).toBe('1 Video Found')
    expect(await cardTitles()).toEqual(['What the PSA test can and cannot tell you'])
    expect(await playlistSelect().inputValue()).toBe('')
    await page.waitForURL((url) => url.searchParams.get('q') === 'psa')

    await search().fill('TALKING')
    expect(await count()).toBe('1 Video Found')
    await search().fill('xyzzy')
    expect(await count()).toBe('0 Videos Found')

    // Emptying the search brings back the chosen playlist.
    await search().fill('')
    expect(await playlistSelect().inputValue()).toBe('treatment-choices')
    expect(await count()).toBe('4 Videos Found')

    // Choosing a playlist clears the search.
    await search().fill('your')
    expect(await count()).toBe('4 Videos Found')
    await playlistSelect().selectOption({ label: 'Living well' })
    expect(await search().inputValue()).toBe('')
    expect(await count()).toBe('6 Videos Found')
    await playlistSelect().selectOption({ label: 'All Videos' })
    expect(await count()).toBe('12 Videos Found')
    expectNoProblems(page)
  })

  it('opens a shared filtered address as it was', async () => {
    const html = await (await fetch(siteUrl(`${PATH}?playlist=understanding-a-diagnosis`))).text()
    expect(html).toContain('4 Videos Found')
    await visit(page, `${PATH}?playlist=living-well&q=active`, { axe: false })
    expect(await search().inputValue()).toBe('active')
    // The search runs over all videos, whatever the remembered playlist.
    expect(await count()).toBe('2 Videos Found')
    await search().fill('')
    expect(await playlistSelect().inputValue()).toBe('living-well')
  })

  it('plays a video in a modal that Escape and the backdrop close, returning focus to the card', async () => {
    await visit(page, PATH, { axe: false })
    const card = library().getByRole('button', { name: 'Preparing for surgery' })
    await card.click()
    const dialog = page.getByRole('dialog', { name: 'Preparing for surgery' })
    await dialog.waitFor()
    await page.waitForFunction(() => !document.querySelector('[data-entering]'))
    const src = await dialog.locator('iframe').getAttribute('src')
    expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/demoVideo06\?/)
    await recheckAxe(page, '[data-testid="video-player"]')

    // Focus is trapped: Tab from the close button stays inside.
    const insideDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))
    // Focus returns to the card on the animation frame after the dialog leaves the page.
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent)
    await dialog.getByRole('button', { name: 'Close video' }).focus()
    await page.keyboard.press('Shift+Tab') // wraps round to the player
    expect(await insideDialog()).toBe(true)
    await dialog.getByRole('button', { name: 'Close video' }).focus()
    await page.keyboard.press('Tab')
    expect(await insideDialog()).toBe(true)

    // Escape from the page's own controls (inside the player, YouTube receives the keys).
    await dialog.getByRole('button', { name: 'Close video' }).focus()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(focusedText).toBe('Preparing for surgery')

    await card.click()
    await dialog.waitFor()
    await page.mouse.click(8, 8) // the backdrop, outside the player
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(focusedText).toBe('Preparing for surgery')

    await card.click()
    await dialog.getByRole('button', { name: 'Close video' }).click()
    await dialog.waitFor({ state: 'detached' })
    expectNoProblems(page)
  })

  it('shows 4 cards per row on a desktop and 1 on a phone, with no axe violation at 390 px', async () => {
    const tops = async (p: Page) =>
      p.getByTestId('video-library').getByRole('listitem').evaluateAll((items) => items.slice(0, 5).map((i) => Math.round(i.getBoundingClientRect().top)))
    const desktopTops = await tops(page)
    expect(new Set(desktopTops.slice(0, 4)).size).toBe(1)
    expect(desktopTops[4]).toBeGreaterThan(desktopTops[0]!)

    const phone = await openPage(PATH, MOBILE)
    try {
      const phoneTops = await tops(phone)
      expect(new Set(phoneTops).size).toBe(5)
      expectNoProblems(phone)
    } finally {
      await closePage(phone)
    }
  })

  it('answers the list as JSON at /api/videos', async () => {
    const res = await fetch(siteUrl('/api/videos'))
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      playlists: Array<{ id: string; title: string }>
      videos: Array<{ videoId: string; title: string; thumbnails: { medium: { url: string } }; playlists: Array<{ id: string }> }>
    }
    expect(body.playlists.map((p) => p.id)).toEqual(['understanding-a-diagnosis', 'treatment-choices', 'living-well'])
    expect(body.videos).toHaveLength(12)
    const surgery = body.videos.find((v) => v.videoId === 'demoVideo06')!
    expect(surgery.title).toBe('Preparing for surgery')
    expect(surgery.playlists.map((p) => p.id)).toEqual(['treatment-choices'])
    expect(surgery.thumbnails.medium.url).toMatch(/^\/api\/video-thumbnails\/file\//)
  })

  it('shows a video published through the admin’s REST API at once, and drops it when deleted', async () => {
    const auth = await adminToken()
    const created = await fetch(siteUrl('/api/library-videos'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: auth },
      body: JSON.stringify({ title: 'A new talk on recovery', videoId: 'https://youtu.be/demoVideo13', _status: 'published' }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; videoId: string } }
    expect(doc.videoId).toBe('demoVideo13')
    try {
      await pollUntil(() => fetch(siteUrl(PATH)).then((r) => r.text()), (html) => html.includes('13 Videos Found'), {
        timeoutMs: 10_000,
        intervalMs: 250,
        what: 'the new video on the page',
      })
      // Revalidation serves the old answer once while it refreshes (stale-while-revalidate).
      await pollUntil(apiVideoIds, (ids) => ids.includes('demoVideo13'), { timeoutMs: 10_000, intervalMs: 250, what: 'the new video in /api/videos' })
    } finally {
      const removed = await fetch(siteUrl(`/api/library-videos/${doc.id}`), { method: 'DELETE', headers: { authorization: auth } })
      expect(removed.status).toBe(200)
    }
    await pollUntil(() => fetch(siteUrl(PATH)).then((r) => r.text()), (html) => html.includes('12 Videos Found'), {
      timeoutMs: 10_000,
      intervalMs: 250,
      what: 'the video gone from the page',
    })
    // Leave the cached list as the seed made it.
    await pollUntil(apiVideoIds, (ids) => ids.length === 12, { timeoutMs: 10_000, intervalMs: 250, what: 'the video gone from /api/videos' })
  })
})
