/**
 * My giving shows the signed-in donor's own data and nothing else: with another donor's id in
 * the URL, the form or the request, every read answers "not found" and every change changes
 * nothing, exactly as for an id that does not exist. Addresses match whole and without case:
 * one that merely contains the donor's address is someone else.
 * Databases: SQLite, PostgreSQL.
 */
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { RecurringDonation } from '@/payload-types'
import { freePort } from '../../scripts/siteServer'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { startSmtpStandIn, type SmtpStandIn } from '../helpers/smtpStandIn'
import { formPost, formTokenOf, getWithCookie, give, importRoutes, signIn, type MyGivingRoutes } from '../helpers/myGiving'
import { TEST_CARD } from '../helpers/donations'

let ctx: TestPayload
let payload: Payload
let smtp: SmtpStandIn
let routes: MyGivingRoutes
const run = crypto.randomBytes(3).toString('hex')
const ALICE = `alice.${run}@example.org`
const BOB = `bob.${run}@example.org`
// Contains Alice's address, but is another person's.
const ALICE_LOOKALIKE = `x${ALICE}.net`

type Donor = { gift: RecurringDonation; singleId: number; annualId: number }
const donors: Record<string, Donor> = {}

beforeAll(async () => {
  smtp = await startSmtpStandIn(await freePort())
  process.env.SMTP_URL = smtp.url
  process.env.DONOR_MAIL_RUN_NOW = '0'
  process.env.RATE_LIMIT_MY_GIVING_EMAIL_MAX = '0'
  process.env.RATE_LIMIT_MY_GIVING_ADDRESS_MAX = '0'
  ctx = await startTestPayload()
  payload = ctx.payload
  routes = await importRoutes()
  // The receipt PDFs print the charity's name and number from Site Settings.
  await payload.updateGlobal({ slug: 'site-settings', data: { name: 'Test Charity (BC)', charityNumber: '12345-5555 RR0001', address: { street: '1 Main St', city: 'Victoria', province: 'BC', postalCode: 'V8V 0A0', country: 'Canada' }, supportInitiative: { label: 'Support', url: 'https://support.example.org' } }, overrideAccess: true, context: { disableRevalidate: true } })
  for (const email of [ALICE, BOB, ALICE_LOOKALIKE]) {
    const single = await give(routes, email, { donation_amount: '60.00' })
    await give(routes, email, { donation_type: 'monthly', donation_amount: '15.00' })
    const gift = (await payload.find({ collection: 'recurring-donations', where: { b_email: { equals: email } }, depth: 0, overrideAccess: true })).docs[0] as RecurringDonation
    const donation = (await payload.find({ collection: 'donations', where: { and: [{ b_email: { equals: email } }, { donationType: { equals: 'single' } }] }, depth: 0, overrideAccess: true })).docs[0]!
    expect(single.ResponseCode).toBe('027')
    donors[email] = { gift, singleId: donation.id, annualId: 0 }
  }
  const { issueAnnualReceipts } = await import('@/donations/annualReceipts')
  await issueAnnualReceipts(payload, new Date().getUTCFullYear())
  for (const email of [ALICE, BOB, ALICE_LOOKALIKE]) {
    donors[email]!.annualId = (await payload.find({ collection: 'annual-receipts', where: { b_email: { equals: email } }, depth: 0, overrideAccess: true })).docs[0]!.id
  }
})

afterAll(async () => {
  await smtp?.stop()
  await ctx?.stop()
  for (const k of ['SMTP_URL', 'DONOR_MAIL_RUN_NOW', 'RATE_LIMIT_MY_GIVING_EMAIL_MAX', 'RATE_LIMIT_MY_GIVING_ADDRESS_MAX']) delete process.env[k]
})

const snapshot = async () =>
  JSON.stringify(
    await Promise.all(
      (['recurring-donations', 'donations', 'annual-receipts'] as const).map(async (collection) => (await payload.find({ collection, pagination: false, limit: 0, depth: 0, overrideAccess: true, sort: 'id' })).docs),
    ),
  )

describe('another donor’s data', () => {
  it('is not on the donor’s page: their donations, monthly gifts and annual receipts only', async () => {
    const { donationsOf, enrolmentsOf, annualReceiptsOf } = await import('@/myGiving/giving')
    // Signed in as ALICE in capitals: the same donor.
    for (const email of [ALICE, ALICE.toUpperCase()]) {
      const donations = await donationsOf(payload, email)
      expect(donations.length).toBe(2)
      expect(donations.every((d) => d.b_email?.toLowerCase() === ALICE)).toBe(true)
      expect((await enrolmentsOf(payload, email)).map((e) => e.id)).toEqual([donors[ALICE]!.gift.id])
      expect((await annualReceiptsOf(payload, email)).map((r) => r.id)).toEqual([donors[ALICE]!.annualId])
    }
  })

  it('cannot be read or changed with any id in a form, a URL or a receipt link', async () => {
    const cookie = await signIn(routes, payload, smtp, ALICE)
    const csrf = await formTokenOf(cookie)
    const before = await snapshot()
    const others = [BOB, ALICE_LOOKALIKE].map((e) => donors[e]!)
    // Ids are per collection: each look-up is tried with the others' ids of that collection and with junk.
    const junk = ['999999', '-1', '0', '1 OR 1=1', `${donors[ALICE]!.gift.id}abc`, '1e1', '']
    const giftIds = [...others.map((o) => String(o.gift.id)), ...junk]
    const donationIds = [...others.map((o) => String(o.singleId)), ...junk]
    const annualIds = [...others.map((o) => String(o.annualId)), ...junk]
    const year = String(new Date().getFullYear() + 2)
    const actions: Record<string, string>[] = [
      { action: 'amount', amount: '99' },
      { action: 'pause', months: '1' },
      { action: 'resume' },
      { action: 'cancel', confirm: 'yes' },
      { action: 'replace-card', card_number: TEST_CARD.otherValid, card_name: 'Alice', expiryMonth: '01', expiryYear: year },
    ]
    const { ownEnrolment, ownDonation, ownAnnualReceipt } = await import('@/myGiving/giving')
    for (const id of giftIds) {
      for (const fields of actions) {
        const r = await routes.monthly(formPost('/ways-to-give/my-giving/monthly', { csrf, gift: id, ...fields }, { cookie }))
        expect(r.status).toBe(303)
      }
      // What the cancel and card pages look up.
      expect(await ownEnrolment(payload, ALICE, id)).toBeNull()
    }
    for (const id of donationIds) expect(await ownDonation(payload, ALICE, id)).toBeNull()
    for (const id of annualIds) {
      // The annual receipt PDF answers 404 for someone else's receipt and for none alike.
      const pdf = await routes.annualReceipt(getWithCookie(`/ways-to-give/my-giving/annual-receipt?id=${encodeURIComponent(id)}`, cookie))
      expect(pdf.status).toBe(404)
      expect(await pdf.text()).toBe('We could not find that receipt among yours.')
      expect(await ownAnnualReceipt(payload, ALICE, id)).toBeNull()
    }
    expect(await snapshot()).toBe(before)
    // Every refusal said "not found" (or asked for a valid id), never what the other gift is.
    const audit = await payload.find({ collection: 'audit-entries', where: { action: { equals: 'monthly-gift-changed-by-donor' } }, overrideAccess: true })
    expect(audit.totalDocs).toBe(0)

    // A receipt link cannot be pointed at another gift: the id is signed.
    const { signReceiptToken } = await import('@/donations/receiptToken')
    const own = signReceiptToken(donors[ALICE]!.singleId)
    expect((await routes.receipt(new Request(`http://localhost/api/donate/receipt?token=${own}`))).status).toBe(200)
    const moved = own.replace(/^\d+/, String(donors[BOB]!.singleId))
    expect((await routes.receipt(new Request(`http://localhost/api/donate/receipt?token=${moved}`))).status).toBe(404)

    // Her own annual receipt opens; without the session it does not.
    const mine = await routes.annualReceipt(getWithCookie(`/ways-to-give/my-giving/annual-receipt?id=${donors[ALICE]!.annualId}`, cookie))
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-type')).toBe('application/pdf')
    expect((await routes.annualReceipt(getWithCookie(`/ways-to-give/my-giving/annual-receipt?id=${donors[ALICE]!.annualId}`))).status).toBe(401)
  })

  it('cannot be reached with another session’s cookie and this donor’s form token', async () => {
    const alice = await signIn(routes, payload, smtp, ALICE)
    const bob = await signIn(routes, payload, smtp, BOB)
    const before = await snapshot()
    // Bob's cookie with Alice's form token and Alice's gift: refused before any look-up.
    const r = await routes.monthly(formPost('/ways-to-give/my-giving/monthly', { csrf: await formTokenOf(alice), gift: String(donors[ALICE]!.gift.id), action: 'cancel', confirm: 'yes' }, { cookie: bob }))
    expect(r.status).toBe(403)
    // Bob's own token, Alice's gift: not found.
    await routes.monthly(formPost('/ways-to-give/my-giving/monthly', { csrf: await formTokenOf(bob), gift: String(donors[ALICE]!.gift.id), action: 'cancel', confirm: 'yes' }, { cookie: bob }))
    expect(await snapshot()).toBe(before)
    expect((await payload.findByID({ collection: 'recurring-donations', id: donors[ALICE]!.gift.id, overrideAccess: true })).status).toBe('active')
  })
})
