/**
 * A gift in memory of someone, then Support's side of its card: the list of cards to send in
 * the admin, the card's PDF, and "Mark sent", after which the card is listed as sent by them.
 * axe checks the two lists (the rest of the admin is Payload's).
 */
import crypto from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../helpers/axe'
import { closeBrowser, DESKTOP, getBrowser, signInToAdmin, siteUrl, workerSite } from '../helpers/browser'
import { tokenFields } from '../helpers/cardFrame'
import { readPdf } from '../helpers/pdf'

afterAll(async () => {
  await closeBrowser()
})

const RUN = crypto.randomBytes(4).toString('hex')
const HONOUREE = `Gordon Tribute${RUN}`

describe('tribute cards in the admin', () => {
  it('Support sees the card to send, prints it and marks it sent', async () => {
    const demo = workerSite().demoAdmin
    const browser = await getBrowser()
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: siteUrl('/') })
    try {
      const page = await context.newPage()
      const gift = await page.request.post(siteUrl('/api/donate'), {
        headers: { 'x-requested-with': 'XMLHttpRequest', 'idempotency-key': crypto.randomUUID(), 'x-forwarded-for': `203.0.113.${crypto.randomInt(1, 250)}` },
        multipart: await tokenFields(workerSite().cardFrameUrl, siteUrl('/'), {
          b_email: `tribute.${RUN}@example.org`,
          memoriam: 'memoriam',
          h_fname: 'Gordon',
          h_lname: `Tribute${RUN}`,
          h_name: 'The Tribute family',
          h_add: '7 Spruce Street',
          h_city: 'Prince George',
          h_prov: 'BC',
          h_pcode: 'V2L 0A1',
          h_country: 'Canada',
          h_name_on_card: 'Pat Donor',
          h_message: 'With love from all of us.',
        }),
      })
      expect(gift.status()).toBe(200)

      await signInToAdmin(page, { email: 'support@example.org', password: demo!.password }, { twoFactor: false })
      await page.goto(siteUrl('/admin/tribute-cards'), { waitUntil: 'load' })
      const row = page.locator('[data-testid="tribute-cards"] tbody tr', { hasText: HONOUREE })
      await row.waitFor({ state: 'visible', timeout: 60_000 })
      expect(await row.innerText()).toContain('7 Spruce Street')
      expect(await row.innerText()).toContain('With love from all of us.')
      await expectNoAxeViolations(page, { include: '[data-testid="tribute-cards"]' })

      const pdfHref = await row.getByRole('link', { name: /Print card/ }).getAttribute('href')
      // Fetched from the page, as the link would be: the admin's cookie counts only on same-origin requests.
      const pdf = await page.evaluate(async (href) => {
        const res = await fetch(href)
        return { status: res.status, type: res.headers.get('content-type'), bytes: Array.from(new Uint8Array(await res.arrayBuffer())) }
      }, pdfHref!)
      expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' })
      expect(readPdf(new Uint8Array(pdf.bytes)).text.replace(/\s+/g, ' ')).toContain(`In memory of Gordon Tribute${RUN}`)

      await row.getByRole('button', { name: /Mark sent/ }).click()
      const sentRow = page.locator('[data-testid="tribute-cards-sent"] tbody tr', { hasText: HONOUREE })
      await sentRow.waitFor({ state: 'visible', timeout: 30_000 })
      expect(await sentRow.innerText()).toContain('by support@example.org')
      expect(await page.locator('[data-testid="tribute-cards"] tbody tr', { hasText: HONOUREE }).count()).toBe(0)
      await expectNoAxeViolations(page, { include: '[data-testid="tribute-cards-sent"]' })
    } finally {
      await context.close()
    }
  })
})
