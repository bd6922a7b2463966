/**
 * What the first paint of a public page waits for: one font file, small; one image fetched
 * early (the page's largest, never lazy); nothing else preloaded ahead of it; inline data for
 * client components that carries rendered fields, not whole documents; and the HTML as Next.js
 * sends it, compressed, with nothing rewriting it on the way; and no page fetched in the
 * background until the reader reaches for its link.
 */
import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { closeBrowser, closePage, expectNoProblems, MOBILE, openPage, siteUrl, visit } from '../helpers/browser'

const ROUTES = ['/', '/get-involved/find-an-event', '/about-prostate-cancer/diagnosis-and-staging/biopsy-and-imaging', '/ways-to-give/donate-online']
/** Routes whose banner has a photo (the donation form's banner has none). */
const WITH_HERO_PHOTO = new Set(ROUTES.slice(0, 3))

const tags = (html: string, name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) => m[0])
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]

describe('first paint', () => {
  for (const path of ROUTES) {
    it(`${path}: one small font file and the main image are the only things preloaded`, async () => {
      const res = await fetch(siteUrl(path))
      const html = await res.text()
      const preloads = tags(html, 'link').filter((t) => attr(t, 'rel') === 'preload')

      // A static page names the font in a <link>; a page rendered per request (with a CSP nonce)
      // in a Link header, which the browser reads even sooner.
      const fonts = [
        ...preloads.filter((t) => attr(t, 'as') === 'font').map((t) => attr(t, 'href')!),
        ...[...(res.headers.get('link') ?? '').matchAll(/<([^>]+)>;[^,]*as="font"/g)].map((m) => m[1]!),
      ]
      expect(fonts).toHaveLength(1)
      const font = await fetch(siteUrl(fonts[0]!))
      expect(font.headers.get('content-type')).toBe('font/woff2')
      expect((await font.arrayBuffer()).byteLength).toBeLessThan(32 * 1024)

      // Footer icons and other eager images below the fold must not queue ahead of the main image.
      const images = preloads.filter((t) => attr(t, 'as') === 'image')
      expect(images.map((t) => attr(t, 'href') ?? attr(t, 'imageSrcSet')).filter((href) => href?.startsWith('/icons/'))).toEqual([])
      const urgent = tags(html, 'img').filter((t) => attr(t, 'fetchPriority') === 'high')
      if (WITH_HERO_PHOTO.has(path)) {
        expect(urgent).toHaveLength(1)
        expect(attr(urgent[0]!, 'loading')).toBeUndefined()
        expect(images.filter((t) => attr(t, 'fetchPriority') === 'high')).toHaveLength(1)
      } else {
        expect(urgent).toHaveLength(0)
      }
    })

    it(`${path}: the inline data for client components holds no whole documents`, async () => {
      const html = await (await fetch(siteUrl(path))).text()
      const flight = [...html.matchAll(/<script(?: nonce="[^"]*")?>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)].map((m) => m[1]).join('')
      expect(flight.length).toBeGreaterThan(0)
      // Every stored document has these; a card or slide that renders a title and a picture does not need them.
      for (const field of ['createdAt', 'updatedAt', '_status', 'mimeType', 'filesize']) expect(flight, field).not.toContain(field)
    })
  }
})

describe('every page is served as Next.js renders it', () => {
  afterAll(closeBrowser)
  /**
   * Pages from the cache, news included (its Instagram viewer reads ?post= in the browser), and
   * pages rendered for each request: search results, and the donation form with its nonce.
   */
  const PAGES = [...ROUTES, '/news', '/search?value=walk']

  it('the home page is at most 100 KB of HTML before compression', async () => {
    const html = await (await fetch(siteUrl('/'))).text()
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(100 * 1024)
  })

  for (const path of PAGES) {
    it(`${path}: compressed, Next.js's own script tags, and the page works`, async () => {
      const res = await fetch(siteUrl(path), { headers: { 'accept-encoding': 'gzip, deflate, br' } })
      expect(res.headers.get('content-encoding')).toBe('gzip')
      const html = await res.text()
      expect(html).toMatch(/<script src="\/_next\/static\/[^"]+"[^>]* async=""/)
      // The server drew the Instagram section's loading state, as it did when news was rendered per request.
      if (path === '/news') expect(html).toContain('data-testid="instagram-loading"')

      const page = await openPage(path, { ...MOBILE })
      try {
        const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null)
        expect(paint).not.toBeNull()
        // Hydrated: the menu button, a client component, opens its dialog.
        await page.getByRole('button', { name: 'Open menu' }).click()
        await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'visible' })
        expectNoProblems(page)
      } finally {
        await closePage(page)
      }
    })
  }
})

describe('pages the reader has not reached for are not fetched', () => {
  afterAll(closeBrowser)
  /** The site's own pages the browser fetched in the background (Next.js's RSC requests), by path. */
  const backgroundFetches = (page: Page) => {
    const paths: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.searchParams.has('_rsc')) paths.push(url.pathname)
    })
    return paths
  }

  it('prefetches a page only when its link is pointed at, focused or touched, and still opens it in place', async () => {
    const page = await openPage(null)
    try {
      const fetched = backgroundFetches(page)
      // A section landing page lists about twenty pages below a menu of seven sections.
      await visit(page, '/get-support')
      expect(fetched).toEqual([])

      // Two entries leading to two different pages (some entries point at a part of another's page).
      const hrefs = await page.locator('main a[href^="/get-support/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
      const [pointed, focused] = [...new Set(hrefs.filter((href) => !href.includes('#')))]
      expect(focused).toBeDefined()
      const link = (href: string) => page.locator(`main a[href="${href}"]`).first()
      await link(pointed!).hover()
      await expect.poll(() => fetched.includes(pointed!), { message: `a prefetch of ${pointed} after hovering its link` }).toBe(true)

      await link(focused!).focus()
      await expect.poll(() => fetched.includes(focused!), { message: `a prefetch of ${focused} after focusing its link` }).toBe(true)
      // Nothing but what the reader reached for.
      expect(new Set(fetched)).toEqual(new Set([pointed, focused]))

      // The link still opens its page inside the running app (no full reload): the marker survives.
      await page.evaluate(() => ((window as Window & { stillHere?: boolean }).stillHere = true))
      await link(focused!).click()
      await page.waitForURL((url) => url.pathname === focused)
      await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible' })
      expect(await page.evaluate(() => (window as Window & { stillHere?: boolean }).stillHere)).toBe(true)
      expectNoProblems(page)
    } finally {
      await closePage(page)
    }
  })

  it('prefetches on a touch at 390 px', async () => {
    const page = await openPage(null, { ...MOBILE })
    try {
      const fetched = backgroundFetches(page)
      await visit(page, '/get-support')
      expect(fetched).toEqual([])
      const entry = page.locator('main a[href^="/get-support/"]').first()
      const href = (await entry.getAttribute('href'))!
      await entry.dispatchEvent('touchstart')
      await expect.poll(() => fetched.includes(href), { message: `a prefetch of ${href} after touching its link` }).toBe(true)
    } finally {
      await closePage(page)
    }
  })
})
