/**
 * What search engines and browsers read besides the pages: robots.txt, the sitemap (which
 * follows publishing at once) and the security headers on every kind of answer; and the
 * hardening of Payload's API (CSRF origins, GraphQL depth, login lockout).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { paragraph, richText } from '@/seed/lexical'
import { adminToken, siteUrl, workerSite } from '../helpers/browser'

let auth: string
beforeAll(async () => {
  auth = await adminToken()
})

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt points at the sitemap and keeps crawlers out of the admin, the API and per-donor screens', async () => {
    const res = await fetch(siteUrl('/robots.txt'))
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toMatch(/Sitemap: http:\/\/[^\s]+\/sitemap\.xml/)
    for (const path of ['/admin', '/api', '/ways-to-give/tax-receipt', '/ways-to-give/payment-error', '/ways-to-give/submission-error']) {
      expect(text).toContain(`Disallow: ${path}`)
    }
  })

  it('lists the home page and menu addresses, never the admin, and follows publishing at once', async () => {
    const before = locs(await (await fetch(siteUrl('/sitemap.xml'))).text())
    expect(before).toContain('/')
    expect(before).toContain('/about-us')
    expect(before.some((p) => p.startsWith('/admin') || p.startsWith('/api'))).toBe(false)
    expect(before).not.toContain('/sitemap-test-page')

    const res = await fetch(siteUrl('/api/pages'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: auth },
      body: JSON.stringify({
        title: 'Sitemap test page',
        slug: 'sitemap-test-page',
        _status: 'published',
        layout: [{ blockType: 'richText', content: richText(paragraph('Listed in the sitemap.')) }],
      }),
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const after = locs(await (await fetch(siteUrl('/sitemap.xml'))).text())
    expect(after).toContain('/sitemap-test-page')
  })
})

describe('security headers', () => {
  for (const path of ['/', '/about-us', '/api/search?value=walk', '/no-such-page']) {
    it(`are sent on ${path}`, async () => {
      const res = await fetch(siteUrl(path), { redirect: 'manual' })
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('permissions-policy')).toContain('camera=()')
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      const csp = res.headers.get('content-security-policy') ?? ''
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", 'frame-src https://www.youtube-nocookie.com']) {
        expect(csp).toContain(directive)
      }
      // The demo runs on plain HTTP: it must not pin browsers to HTTPS.
      expect(res.headers.get('strict-transport-security')).toBeNull()
    })
  }
})

describe('client hints', () => {
  it('asks for the colour-scheme hint on the admin only, so a public page is not fetched twice', async () => {
    for (const path of ['/', '/about-prostate-cancer', '/ways-to-give/donate-online']) {
      const res = await fetch(siteUrl(path))
      expect(res.headers.get('critical-ch'), path).toBeNull()
      expect(res.headers.get('accept-ch') ?? '', path).not.toMatch(/prefers-color-scheme/i)
    }
    const admin = await fetch(siteUrl('/admin/login'))
    expect(admin.headers.get('critical-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
    expect(admin.headers.get('accept-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})

describe('content security policy', () => {
  it('gives the admin a policy of its own', async () => {
    const csp = (await fetch(siteUrl('/admin/login'))).headers.get('content-security-policy') ?? ''
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'self'")
  })

  it('uses a fresh nonce per request on the donation screens', async () => {
    const nonceOf = async () => {
      const res = await fetch(siteUrl('/ways-to-give/donate-online'))
      const csp = res.headers.get('content-security-policy') ?? ''
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
      expect(scriptSrc).toContain("'strict-dynamic'")
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      return /'nonce-([^']+)'/.exec(csp)?.[1]
    }
    const [first, second] = [await nonceOf(), await nonceOf()]
    expect(first).toBeTruthy()
    expect(first).not.toBe(second)
  })
})

describe('Payload hardening', () => {
  it('ignores a login cookie sent from another origin', async () => {
    const login = await fetch(siteUrl('/api/users/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(workerSite().demoAdmin),
    })
    const cookie = /payload-token=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0]
    expect(cookie).toBeTruthy()
    const me = async (origin: string) =>
      ((await (await fetch(siteUrl('/api/users/me'), { headers: { cookie: cookie!, origin } })).json()) as { user: unknown }).user
    expect(await me(new URL(siteUrl('/')).origin)).toBeTruthy()
    expect(await me('https://attacker.example.com')).toBeNull()
  })

  it('refuses a GraphQL query nested deeper than ten levels', async () => {
    const query = (levels: number) => `{ Pages(limit: 1) { docs { ${'parent { '.repeat(levels)}title${' }'.repeat(levels)} } } }`
    const ask = async (levels: number) =>
      (await (
        await fetch(siteUrl('/api/graphql'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: query(levels) }) })
      ).json()) as { data?: unknown; errors?: Array<{ message: string }> }
    // Pages, docs, the parents and title: levels + 3 deep.
    expect((await ask(7)).errors).toBeUndefined()
    const refused = await ask(8)
    expect(refused.errors?.[0]?.message).toBe('This query is nested 11 levels deep; the limit is 10.')
  })

  it('locks an account after five failed sign-ins, even against the right password', async () => {
    const email = `lockout-${Date.now()}@example.org`
    const password = 'a-long-test-password-1'
    const created = await fetch(siteUrl('/api/users'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: auth },
      body: JSON.stringify({ email, password, name: 'Lockout test', roles: ['editor'] }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const signIn = (pw: string) =>
      fetch(siteUrl('/api/users/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: pw }) })
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn('wrong-password')).status).toBe(401)
    const afterLock = await signIn(password)
    expect(afterLock.status).not.toBe(200)
    expect(JSON.stringify(await afterLock.json())).toMatch(/locked/i)
  })
})

describe('structured data', () => {
  /** Every JSON-LD block of a page, parsed (a block that does not parse fails the test). */
  const jsonLd = async (path: string) => {
    const html = await (await fetch(siteUrl(path))).text()
    return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
  }
  const firstSlug = async (collection: string) => {
    const res = await fetch(siteUrl(`/api/${collection}?limit=1&depth=0&where[_status][equals]=published`))
    return ((await res.json()) as { docs: Array<{ slug: string }> }).docs[0]!.slug
  }

  it('describes the charity on the home page', async () => {
    const ngo = (await jsonLd('/')).find((d) => d['@type'] === 'NGO')!
    expect(ngo.name).toBeTruthy()
    expect(ngo.logo).toMatch(/^http/)
    expect(ngo.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: expect.any(String) })
    expect((ngo.sameAs as string[]).length).toBeGreaterThan(0)
    expect(ngo.identifier).toMatchObject({ value: expect.any(String) })
  })

  it('marks up an event and a news article', async () => {
    const event = (await jsonLd(`/get-involved/find-an-event/${await firstSlug('events')}`)).find((d) => d['@type'] === 'Event')!
    expect(event.name).toBeTruthy()
    expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}/)
    const article = (await jsonLd(`/news/${await firstSlug('news-posts')}`)).find((d) => String(d['@type']).endsWith('Article'))!
    expect(article.headline).toBeTruthy()
    expect(article.datePublished).toBeTruthy()
  })

  it('gives nested pages a breadcrumb trail from the home page', async () => {
    for (const path of ['/about-prostate-cancer/diagnosis-and-staging/biopsy-and-imaging', '/get-support/support-groups/find-a-group']) {
      const trail = (await jsonLd(path)).find((d) => d['@type'] === 'BreadcrumbList')!
      const items = trail.itemListElement as Array<{ position: number; item: string; name: string }>
      expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1))
      expect(new URL(items[0]!.item).pathname).toBe('/')
      expect(new URL(items.at(-1)!.item).pathname).toBe(path)
    }
  })

  it('gives every page a share card with an image', async () => {
    for (const path of ['/about-us/our-team', '/about-prostate-cancer/what-is-prostate-cancer/statistics']) {
      const html = await (await fetch(siteUrl(path))).text()
      expect(html, path).toMatch(/<meta property="og:image" content="http[^"]+"/)
      expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"/>')
      expect(html, path).toMatch(/<link rel="canonical" href="http[^"]+"/)
    }
  })

  it('gives every search query the search page as its canonical address, and lets it be indexed', async () => {
    const html = await (await fetch(siteUrl('/search?value=walk&page=1'))).text()
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
    expect(canonical && new URL(canonical).pathname + new URL(canonical).search).toBe('/search')
    expect(html).not.toMatch(/<meta name="robots" content="[^"]*noindex/)
  })
})
