/**
 * The production front (deploy/nginx/charity.conf, run by scripts/front.ts as `npm run
 * serve:front` runs it) in front of the browser tests' site: a public page comes from the
 * micro-cache on the second request, compressed; an edit made in the admin's API shows through
 * the front within the cache's lifetime (plus the one render it takes); the admin, the API and a
 * signed-in visitor's pages are never kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFront, type RunningFront } from '../../scripts/front'
import { adminToken, siteUrl } from '../helpers/browser'

// A page pre-rendered by the build, as every published page is after its first edit.
const PAGE_PATH = '/about-prostate-cancer/what-is-prostate-cancer/the-prostate'
let front: RunningFront
let token: string
let page: { id: number; title: string } | undefined

const status = (res: Response) => res.headers.get('x-cache-status')
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${front.url}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } })

const setTitle = async (title: string) => {
  const res = await fetch(siteUrl(`/api/pages/${page!.id}`), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ title, _status: 'published' }),
  })
  expect(res.status, await res.clone().text()).toBe(200)
}

beforeAll(async () => {
  front = await startFront({ upstreams: [new URL(siteUrl('/')).host], cacheSeconds: 2 })
  token = await adminToken()
  const found = await fetch(siteUrl('/api/pages?where[slug][equals]=the-prostate&depth=0'), { headers: { authorization: token } })
  page = ((await found.json()) as { docs: { id: number; title: string }[] }).docs[0]
}, 60_000)

afterAll(async () => {
  await front?.stop()
  if (page) await setTitle(page.title)
})

describe('the front (nginx)', () => {
  it('serves a public page from its cache on the second request, compressed, and plain to a client without gzip', async () => {
    for (const path of ['/', '/get-involved/find-an-event']) {
      const first = await get(path)
      expect(first.status).toBe(200)
      await first.arrayBuffer()
      const second = await get(path)
      expect(status(second), path).toBe('HIT')
      expect(second.headers.get('content-encoding')).toBe('gzip')
      const html = await second.text()
      expect(html).toContain('</html>')
      // The kept copy is gzip; nginx unpacks it for a client that takes none.
      const plain = await fetch(`${front.url}${path}`, { headers: { 'accept-encoding': 'identity' } })
      expect(plain.headers.get('content-encoding')).toBeNull()
      expect(await plain.text()).toContain('</html>')
    }
  })

  it("shows an edit made in the admin within the cache's lifetime", async () => {
    // Kept by the front before the edit.
    await (await get(PAGE_PATH)).arrayBuffer()
    expect(status(await get(PAGE_PATH))).toBe('HIT')

    expect(page?.title).toBeTruthy()
    await setTitle(`${page!.title} (Quillborne)`)
    const edited = Date.now()
    const deadline = edited + front.cacheSeconds * 1000 + 10_000
    let shownAfter: number | undefined
    while (Date.now() < deadline) {
      if ((await (await get(PAGE_PATH)).text()).includes('Quillborne')) {
        shownAfter = Date.now() - edited
        break
      }
      await new Promise((r) => setTimeout(r, 100))
    }
    process.stderr.write(`[front] the edit showed through the front after ${shownAfter} ms (cache lifetime ${front.cacheSeconds} s)\n`)
    expect(shownAfter).toBeDefined()
    // The lifetime, then the one render of the page that the first request after it starts.
    expect(shownAfter!).toBeLessThanOrEqual(front.cacheSeconds * 1000 + 5_000)
  })

  it('never keeps the admin, the API, or a page asked for by a signed-in visitor', async () => {
    for (const path of ['/admin/login', '/api/health', '/ways-to-give/my-giving']) {
      await (await get(path)).arrayBuffer()
      const again = await get(path)
      expect(status(again), path).not.toBe('HIT')
      await again.arrayBuffer()
    }
    // Signed in to the admin: the page comes from the site every time, and is not kept for others.
    const cookie = `payload-token=${token.replace(/^JWT /, '')}`
    for (const path of ['/news', '/ways-to-give/my-giving']) {
      for (let i = 0; i < 2; i++) {
        const res = await get(path, { cookie })
        expect(status(res), path).toBe('BYPASS')
        await res.arrayBuffer()
      }
    }
    const myGiving = await get('/ways-to-give/my-giving', { cookie: 'my_giving_session=not-a-real-session' })
    expect(status(myGiving)).toBe('BYPASS')
    await myGiving.arrayBuffer()
  })
})
