/**
 * The admin's list of information pages due for a medical review (/admin/reviews-due). A page
 * whose last review is moved back 13 months (through the REST API, as an editor's save would)
 * shows as overdue; its date is put back at the end, because the other browser test files
 * share this server.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { adminToken, closeBrowser, DESKTOP, getBrowser, signInToAdmin, siteUrl, workerSite } from '../helpers/browser'

const PATH = '/about-prostate-cancer/treatment/when-your-cancer-returns'

type PageDoc = { id: number; title: string; lastReviewed: string | null; nextReviewDue: string | null }

let original: PageDoc | undefined

async function api(method: string, url: string, body?: unknown) {
  const res = await fetch(siteUrl(url), {
    method,
    headers: { 'content-type': 'application/json', authorization: await adminToken() },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${await res.text()}`)
  return (await res.json()) as { docs?: PageDoc[]; doc?: PageDoc }
}

afterAll(async () => {
  try {
    if (original) {
      await api('PATCH', `/api/pages/${original.id}`, { lastReviewed: original.lastReviewed, nextReviewDue: original.nextReviewDue })
    }
  } finally {
    await closeBrowser()
  }
})

describe('reviews due in the admin', () => {
  it('lists a page whose review is overdue, with its reviewer, and a link to edit it', async () => {
    const found = await api('GET', `/api/pages?where[path][equals]=${encodeURIComponent(PATH)}&depth=0`)
    original = found.docs![0]!
    expect(original.nextReviewDue, 'the seed schedules the next review').toBeTruthy()

    const thirteenMonthsAgo = new Date()
    thirteenMonthsAgo.setUTCMonth(thirteenMonthsAgo.getUTCMonth() - 13)
    thirteenMonthsAgo.setUTCHours(12, 0, 0, 0)
    const { doc } = await api('PATCH', `/api/pages/${original.id}`, { lastReviewed: thirteenMonthsAgo.toISOString() })
    // The next review moved with the review date: 12 months after it, a month ago.
    expect(new Date(doc!.nextReviewDue!).getTime()).toBeLessThan(Date.now())

    const admin = workerSite().demoAdmin
    const browser = await getBrowser()
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: siteUrl('/') })
    try {
      const page = await context.newPage()
      // The demo administrator gives a two-factor code after the password.
      await signInToAdmin(page, admin!, { twoFactor: true })

      // The admin menu links to the list (the menu may be folded away: the link is there all the same).
      await page.goto(siteUrl('/admin/reviews-due'), { waitUntil: 'load' })
      expect(await page.locator('a#nav-reviews-due').getAttribute('href')).toBe('/admin/reviews-due')
      await page.getByRole('heading', { name: 'Reviews due' }).waitFor({ timeout: 60_000 })
      const row = page.getByTestId('reviews-due').getByRole('row').filter({ hasText: original.title })
      expect(await row.count()).toBe(1)
      expect(await row.innerText()).toContain('Overdue')
      expect(await row.innerText()).toContain('Placeholder reviewer')
      expect(await row.getByRole('link', { name: original.title }).getAttribute('href')).toBe(`/admin/collections/pages/${original.id}`)
      // Pages reviewed on the seed's date are not due for months: they are not listed.
      expect(await page.getByTestId('reviews-due').getByRole('row').count()).toBe(2)
    } finally {
      await context.close()
    }
  })

  it('is for signed-in staff only', async () => {
    const res = await fetch(siteUrl('/admin/reviews-due'), { redirect: 'manual' })
    const html = res.status === 200 ? await res.text() : ''
    expect(html).not.toContain(original?.title ?? 'When your cancer returns')
  })
})
