/**
 * Draft preview: a signed-in editor turns on Next.js draft mode through /next/preview and then
 * sees a page's draft; visitors keep seeing the published site. The seed keeps "About prostate
 * cancer" as a draft page at /about-prostate-cancer, so visitors get the section landing page.
 */
import { describe, expect, it } from 'vitest'
import { adminToken, siteUrl } from '../helpers/browser'

const PATH = '/about-prostate-cancer'
const heading = (html: string) => html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]

describe('draft preview', () => {
  it('refuses visitors who are not signed in, and addresses outside the site', async () => {
    const anonymous = await fetch(siteUrl(`/next/preview?path=${encodeURIComponent(PATH)}`), { redirect: 'manual' })
    expect(anonymous.status).toBe(403)
    expect(anonymous.headers.get('set-cookie') ?? '').not.toContain('__prerender_bypass')

    const foreign = await fetch(siteUrl('/next/preview?path=//evil.example.org'), {
      redirect: 'manual',
      headers: { authorization: await adminToken() },
    })
    expect(foreign.status).toBe(400)
  })

  it('shows the signed-in editor the draft and everyone else the published page', async () => {
    const enable = await fetch(siteUrl(`/next/preview?path=${encodeURIComponent(PATH)}`), {
      redirect: 'manual',
      headers: { authorization: await adminToken() },
    })
    expect([302, 307]).toContain(enable.status)
    expect(new URL(enable.headers.get('location') ?? '', siteUrl('/')).pathname).toBe(PATH)
    const bypass = enable.headers.getSetCookie().find((c) => c.startsWith('__prerender_bypass='))
    expect(bypass, 'draft-mode cookie').toBeTruthy()

    const draft = await fetch(siteUrl(PATH), { headers: { cookie: bypass!.split(';')[0]! } })
    expect(heading(await draft.text())).toBe('About prostate cancer')

    const published = await fetch(siteUrl(PATH))
    expect(heading(await published.text())).toBe('About Prostate Cancer')
  })
})
