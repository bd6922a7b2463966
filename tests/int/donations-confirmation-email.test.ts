/**
 * After an approved gift the donor gets an e-mail, through the real donation route, the
 * donor-mail job, Payload's nodemailer adapter and a local SMTP stand-in: a thank-you with a
 * working receipt link (single gifts of $20 or more), the enrolment's details (monthly), and for
 * honour and memoriam gifts whether and when the card is posted. It comes from the charity by
 * its Site Settings name. A declined card gets no thank-you.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { freePort } from '../../scripts/siteServer'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { startSmtpStandIn, type SmtpStandIn } from '../helpers/smtpStandIn'
import { TEST_CARD } from '../helpers/donations'
import { give, importRoutes, mailText, runDonorMail, type MyGivingRoutes } from '../helpers/myGiving'

let ctx: TestPayload
let payload: Payload
let smtp: SmtpStandIn
let routes: MyGivingRoutes
const CHARITY = 'Island Prostate Help'

beforeAll(async () => {
  smtp = await startSmtpStandIn(await freePort())
  process.env.SMTP_URL = smtp.url
  process.env.DONOR_MAIL_RUN_NOW = '0'
  ctx = await startTestPayload()
  payload = ctx.payload
  const { demoSiteSettings } = await import('@/seed/siteSettings')
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { ...demoSiteSettings, name: CHARITY, contacts: [{ title: 'Phone', value: '250-555-0123', scheme: 'tel' }] },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  routes = await importRoutes()
})

afterAll(async () => {
  await smtp?.stop()
  await ctx?.stop()
  delete process.env.SMTP_URL
  delete process.env.DONOR_MAIL_RUN_NOW
})

/** The one message sent to `to` (give() runs the donor-mail queue, as the server does at once), with quoted-printable and UTF-8 undone. */
async function mailTo(to: string) {
  await runDonorMail(payload)
  const mails = smtp.received.filter((m) => m.to.includes(to))
  expect(mails, `mail to ${to}`).toHaveLength(1)
  const raw = mails[0]!.raw
  return { raw, text: Buffer.from(mailText(raw), 'latin1').toString('utf8') }
}

describe('the e-mail after a gift', () => {
  it('thanks a single donor from the charity, with a receipt link that opens the receipt', async () => {
    const answer = await give(routes, 'single.donor@example.org', { donation_amount: '75.00' })
    expect(answer.ResponseCode).toBe('027')
    const { raw, text } = await mailTo('single.donor@example.org')
    expect(raw).toMatch(new RegExp(`^From: ${CHARITY} <website@example.org>`, 'm'))
    expect(text).toContain(`Thank you for your gift to ${CHARITY}`)
    expect(text).toContain('Thank you for your gift of $75.00')
    expect(text).toContain(`Your official tax receipt, PCF-${String(answer.id).padStart(6, '0')}`)
    expect(text).toContain('250-555-0123')
    const token = /tax-receipt\?token=([\w.-]+)/.exec(text)?.[1]
    expect(token).toBeTruthy()
    const pdf = await routes.receipt(new Request(`http://localhost/api/donate/receipt?token=${token}`))
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
  })

  it('thanks a gift under $20 without a receipt link', async () => {
    await give(routes, 'small.donor@example.org', { donation_amount: '10.00' })
    const { text } = await mailTo('small.donor@example.org')
    expect(text).toContain('Thank you for your gift of $10.00')
    expect(text).not.toContain('tax-receipt?token=')
    expect(text).toContain('Gifts under $20.00 do not get a tax receipt')
  })

  it('gives a monthly donor the enrolment’s details and where to change or cancel it', async () => {
    await give(routes, 'monthly.donor@example.org', { donation_type: 'monthly', donation_amount: '30.00' })
    const { text } = await mailTo('monthly.donor@example.org')
    expect(text).toContain(`Welcome to monthly giving at ${CHARITY}`)
    expect(text).toContain('Amount: $30.00 each month')
    expect(text).toMatch(/Next charge: \w+ 15, \d{4}, then on the 15th of each month/)
    expect(text).toContain('Visa ending in 4242')
    expect(text).toContain('cancel at once, online, on My giving: ')
    expect(text).not.toContain('tax-receipt?token=')
  })

  it('tells an honour or memoriam donor that the card will be posted, to whom and when', async () => {
    await give(routes, 'memory.donor@example.org', {
      memoriam: 'memoriam',
      h_fname: 'Robert',
      h_lname: 'Lee',
      h_name: 'Mary Lee',
      h_add: '12 Cedar Road',
      h_city: 'Victoria',
      h_prov: 'BC',
      h_pcode: 'V8V 1A1',
      h_country: 'Canada',
    })
    const { text } = await mailTo('memory.donor@example.org')
    expect(text).toContain('Your gift was made in memory of Robert Lee. We will post a card to Mary Lee at 12 Cedar Road, Victoria, BC V8V 1A1, Canada within 5 business days.')
  })

  it('says so when an honour gift gives no address for a card', async () => {
    const { giftConfirmationText } = await import('@/donations/confirmationMail')
    const { text } = giftConfirmationText(
      { id: 1, amount: 40, donationType: 'single', giftType: 'honour', honouree: { firstName: 'Ann', lastName: 'Ray' }, createdAt: '2026-11-26T20:00:00.000Z' },
      { name: CHARITY, phone: null, email: null, address: null },
      'https://x.example/ways-to-give/my-giving',
    )
    expect(text).toContain('Your gift was made in honour of Ann Ray. As you asked, we will not post a card.')
  })

  it('tells a donor who gave through a fundraising page which page the gift counts on', async () => {
    const { giftConfirmationText } = await import('@/donations/confirmationMail')
    const gift = { id: 2, amount: 50, donationType: 'single' as const, giftType: 'foundation' as const, createdAt: '2026-11-26T20:00:00.000Z' }
    const contact = { name: CHARITY, phone: null, email: null, address: null }
    const onPage = giftConfirmationText({ ...gift, creditedTo: { name: 'Bill Tremblay', url: 'https://x.example/fundraise/bill' } }, contact, 'https://x.example/ways-to-give/my-giving').text
    expect(onPage).toContain('Your gift counts on Bill Tremblay’s fundraising page: https://x.example/fundraise/bill')
    expect(giftConfirmationText(gift, contact, 'https://x.example/ways-to-give/my-giving').text).not.toContain('fundraising page')
  })

  it('sends nothing after a declined card', async () => {
    const answer = await give(routes, 'declined.donor@example.org', { card_number: TEST_CARD.decline })
    expect(answer.ResponseCode).not.toBe('027')
    await runDonorMail(payload)
    expect(smtp.received.filter((m) => m.to.includes('declined.donor@example.org'))).toEqual([])
  })
})
