/**
 * A donor's own monthly gift on My giving, through the real routes: change the amount (the
 * donation form's limits), pause for 1-3 months and resume, cancel with a confirmation (no
 * charge after), replace the card in the gateway's vault (the test gateway, and the Moneris
 * adapter against its stand-in). Each change e-mails the donor, enters the audit trail with the
 * donor as actor and shows on the gift for staff; bad input changes nothing. Then recovery: a
 * failed charge e-mails a link that opens "replace your card", the new card pays the missed
 * month exactly once, cards about to expire are asked for, and the dashboard counts recoveries.
 * A month's charge left without an answer stays pending, is not charged again, and is settled by
 * the reconciliation job.
 * Databases: SQLite, PostgreSQL.
 */
import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { RecurringDonation } from '@/payload-types'
import { freePort } from '../../scripts/siteServer'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { startSmtpStandIn, type SmtpStandIn } from '../helpers/smtpStandIn'
import { startMonerisStandIn } from '../helpers/monerisStandIn'
import { formPost, formTokenOf, give, importRoutes, linkTokensFor, mailText, runDonorMail, sessionCookieOf, signIn, type MyGivingRoutes } from '../helpers/myGiving'
import { TEST_CARD } from '../helpers/donations'

let ctx: TestPayload
let payload: Payload
let smtp: SmtpStandIn
let routes: MyGivingRoutes
const run = crypto.randomBytes(3).toString('hex')
const expYear = String(new Date().getFullYear() + 3)

beforeAll(async () => {
  smtp = await startSmtpStandIn(await freePort())
  process.env.SMTP_URL = smtp.url
  process.env.DONOR_MAIL_RUN_NOW = '0'
  process.env.RATE_LIMIT_MY_GIVING_EMAIL_MAX = '0'
  process.env.RATE_LIMIT_MY_GIVING_ADDRESS_MAX = '0'
  ctx = await startTestPayload()
  payload = ctx.payload
  routes = await importRoutes()
})

afterAll(async () => {
  await smtp?.stop()
  await ctx?.stop()
  for (const k of ['SMTP_URL', 'DONOR_MAIL_RUN_NOW', 'RATE_LIMIT_MY_GIVING_EMAIL_MAX', 'RATE_LIMIT_MY_GIVING_ADDRESS_MAX']) delete process.env[k]
})

const gift = (id: number) => payload.findByID({ collection: 'recurring-donations', id, depth: 0, overrideAccess: true }) as Promise<RecurringDonation>
const giftOf = async (email: string) =>
  (await payload.find({ collection: 'recurring-donations', where: { b_email: { equals: email } }, depth: 0, overrideAccess: true })).docs[0] as RecurringDonation

/** A donor with a monthly gift, signed in. */
async function monthlyDonor(name: string) {
  const email = `${name}.${run}@example.org`
  await give(routes, email, { donation_type: 'monthly', donation_amount: '25.00' })
  const cookie = await signIn(routes, payload, smtp, email)
  const csrf = await formTokenOf(cookie)
  const enrolment = await giftOf(email)
  const act = async (fields: Record<string, string>) => {
    const response = await routes.monthly(formPost('/ways-to-give/my-giving/monthly', { csrf, gift: String(enrolment.id), ...fields }, { cookie }))
    expect(response.status).toBe(303)
    const token = cookie.split('=')[1]!
    const hash = crypto.createHash('sha256').update(token).digest('hex')
    const session = (await payload.find({ collection: 'donor-sessions', where: { tokenHash: { equals: hash } }, depth: 0, overrideAccess: true })).docs[0]!
    return { location: response.headers.get('location'), flash: session.flash as { tone: string; message: string; field?: string } }
  }
  return { email, cookie, enrolment, act }
}

const auditOf = async (id: number) =>
  (await payload.find({ collection: 'audit-entries', where: { and: [{ targetCollection: { equals: 'recurring-donations' } }, { documentId: { equals: String(id) } }] }, sort: 'createdAt', pagination: false, limit: 0, depth: 0, overrideAccess: true })).docs

const confirmationsTo = async (email: string) => {
  await runDonorMail(payload)
  return smtp.received.filter((m) => m.to.includes(email) && /Subject: Your monthly gift was changed/.test(m.raw)).map((m) => mailText(m.raw))
}

describe('monthly gift actions by the donor', () => {
  it('changes the amount within the form’s limits, and refuses anything else without a change', async () => {
    const { email, enrolment, act } = await monthlyDonor('amount')
    for (const [amount, message] of [
      ['abc', 'Enter the new monthly amount in dollars, for example 25.'],
      ['0', 'The monthly amount must be at least $0.01.'],
      ['100000.01', '100,000'],
      ['25', 'already'],
    ] as const) {
      const { flash } = await act({ action: 'amount', amount })
      expect(flash).toMatchObject({ tone: 'error', field: 'amount' })
      expect(flash.message).toContain(message)
    }
    expect((await gift(enrolment.id)).amount).toBe(25)
    expect(await auditOf(enrolment.id)).toHaveLength(0)
    expect(await confirmationsTo(email)).toHaveLength(0)

    const { flash, location } = await act({ action: 'amount', amount: '$40.50' })
    expect(location).toBe(`/ways-to-give/my-giving#gift-${enrolment.id}`)
    expect(flash).toMatchObject({ tone: 'notice' })
    const after = await gift(enrolment.id)
    expect(after.amount).toBe(40.5)
    expect(after.donorChanges?.map((c) => c.change)).toEqual(['monthly amount changed from $25.00 to $40.50, from the next charge on.'])
    const audit = await auditOf(enrolment.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'monthly-gift-changed-by-donor', accountEmail: `donor: ${email}` })
    const mails = await confirmationsTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain('$40.50')

    // Staff see the change on the monthly gift (Finance reads it); links and sessions are nobody's to read.
    const { createStaff, rest } = await import('../helpers/staff')
    const finance = await createStaff(payload, `finance-${run}`, ['finance'])
    const seen = (await (await rest('GET', `/recurring-donations/${enrolment.id}`, { token: finance.token })).json()) as RecurringDonation
    expect(seen.donorChanges?.map((c) => c.change)).toEqual([after.donorChanges![0]!.change])
    for (const hidden of ['donor-sign-in-links', 'donor-sessions']) {
      expect((await rest('GET', `/${hidden}`, { token: finance.token })).status).toBe(403)
    }
  })

  it('pauses for 1, 2 or 3 months only, charges nothing while paused, and resumes', async () => {
    const { chargeDueEnrolments } = await import('@/donations/monthly')
    const { email, enrolment, act } = await monthlyDonor('pause')
    const due = new Date(enrolment.nextChargeDate!)
    for (const months of ['4', '0', '', '1.5']) {
      const { flash } = await act({ action: 'pause', months })
      expect(flash).toMatchObject({ tone: 'error', field: 'months', message: 'Choose a pause of 1, 2 or 3 months.' })
    }
    expect((await gift(enrolment.id)).pausedUntil ?? null).toBeNull()

    const { flash } = await act({ action: 'pause', months: '2' })
    expect(flash.tone).toBe('notice')
    const paused = await gift(enrolment.id)
    const resumeOn = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 2, 15, 12))
    expect(paused.pausedUntil).toBe(resumeOn.toISOString())
    expect(paused.nextChargeDate).toBe(resumeOn.toISOString())
    // The charge day it would have had, and the month after: nothing is charged.
    const runAt = (d: Date) => chargeDueEnrolments(payload, new Date(d.getTime() + 3_600_000))
    await runAt(due)
    await runAt(new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 15, 12)))
    const charges = async () => (await payload.find({ collection: 'donations', where: { and: [{ recurring: { equals: enrolment.id } }, { idempotencyKey: { like: 'monthly-' } }] }, depth: 0, overrideAccess: true })).docs
    expect(await charges()).toHaveLength(0)
    expect((await act({ action: 'pause', months: '1' })).flash.tone).toBe('error')

    expect((await act({ action: 'resume' })).flash.tone).toBe('notice')
    const resumed = await gift(enrolment.id)
    expect(resumed.pausedUntil ?? null).toBeNull()
    expect(Date.parse(resumed.nextChargeDate!)).toBeGreaterThan(Date.now())
    expect((await act({ action: 'resume' })).flash).toMatchObject({ tone: 'error', message: 'This monthly gift is not paused.' })
    expect((await auditOf(enrolment.id)).map((a) => a.detail)).toEqual([expect.stringMatching(/^paused for 2 months/), expect.stringMatching(/^resumed/)])
    expect(await confirmationsTo(email)).toHaveLength(2)
  })

  it('cancels only after confirmation, charges nothing after, and refuses changes to a cancelled gift', async () => {
    const { chargeDueEnrolments } = await import('@/donations/monthly')
    const { email, enrolment, act } = await monthlyDonor('cancel')
    const unconfirmed = await act({ action: 'cancel' })
    expect(unconfirmed.location).toBe(`/ways-to-give/my-giving/cancel?gift=${enrolment.id}`)
    expect((await gift(enrolment.id)).status).toBe('active')

    expect((await act({ action: 'cancel', confirm: 'yes' })).flash.tone).toBe('notice')
    const cancelled = await gift(enrolment.id)
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationReason: 'Cancelled by the donor on My giving.' })
    expect(cancelled.cancelledAt).toBeTruthy()
    await chargeDueEnrolments(payload, new Date(Date.parse(enrolment.nextChargeDate!) + 3_600_000))
    // Only the first gift, made on the form; no monthly charge after the cancellation.
    expect((await payload.count({ collection: 'donations', where: { recurring: { equals: enrolment.id } }, overrideAccess: true })).totalDocs).toBe(1)
    expect((await payload.count({ collection: 'donations', where: { and: [{ recurring: { equals: enrolment.id } }, { idempotencyKey: { like: 'monthly-' } }] }, overrideAccess: true })).totalDocs).toBe(0)

    const refused: Record<string, string>[] = [{ action: 'amount', amount: '30' }, { action: 'pause', months: '1' }, { action: 'cancel', confirm: 'yes' }, { action: 'replace-card', card_number: TEST_CARD.otherValid, card_name: 'P D', expiryMonth: '09', expiryYear: expYear }]
    for (const fields of refused) {
      const { flash } = await act(fields)
      expect(flash).toMatchObject({ tone: 'error' })
      expect(flash.message).toMatch(/cancelled/)
    }
    const still = await gift(enrolment.id)
    expect(still.amount).toBe(25)
    expect(still.token).toBe(cancelled.token)
    expect(await auditOf(enrolment.id)).toHaveLength(1)
    expect(await confirmationsTo(email)).toHaveLength(1)
  })

  it('replaces the card in the vault, keeps only brand and last four, and keeps the old card when the new one is declined', async () => {
    const { email, enrolment, act } = await monthlyDonor('card')
    const logged: string[] = []
    const spies = (['log', 'info', 'warn', 'error'] as const).map((m) => {
      const original = console[m]
      console[m] = (...args: unknown[]) => {
        logged.push(args.map(String).join(' '))
        original(...args)
      }
      return () => (console[m] = original)
    })
    try {
      const declined = await act({ action: 'replace-card', card_number: TEST_CARD.decline, card_name: 'Pat Donor', expiryMonth: '09', expiryYear: expYear })
      expect(declined.location).toBe(`/ways-to-give/my-giving/card?gift=${enrolment.id}`)
      expect(declined.flash).toMatchObject({ tone: 'error', field: 'card_number' })
      expect(declined.flash.message).toContain('DECLINED')
      expect(declined.flash.message).toContain('current card stays in use')
      expect((await gift(enrolment.id)).token).toBe(enrolment.token)

      const invalid = await act({ action: 'replace-card', card_number: '4242424242424241', card_name: '', expiryMonth: '13', expiryYear: expYear })
      expect(invalid.flash.tone).toBe('error')
      expect((await gift(enrolment.id)).token).toBe(enrolment.token)

      const saved = await act({ action: 'replace-card', card_number: '5555 5555 5555 4444', card_name: 'Pat Donor', expiryMonth: '03', expiryYear: expYear })
      expect(saved.flash).toMatchObject({ tone: 'notice', message: 'Your new card ending in 4444 is saved.' })
    } finally {
      spies.forEach((restore) => restore())
    }
    const after = await gift(enrolment.id)
    expect(after).toMatchObject({ cardBrand: 'mastercard', cardLast4: '4444' })
    expect(after.token).not.toBe(enrolment.token)
    // The day to ask for the next card: 30 days before March of that year; the expiry itself is not kept.
    expect(after.askForNewCardOn).toBe(new Date(Date.UTC(Number(expYear), 2, 1) - 30 * 86_400_000).toISOString())
    const everything = JSON.stringify([after, await auditOf(enrolment.id), await payload.find({ collection: 'donor-sessions', overrideAccess: true, pagination: false, limit: 0 })])
    expect(everything).not.toContain('5555555555554444')
    expect(everything).not.toContain('5555 5555 5555 4444')
    expect(logged.join('\n')).not.toMatch(/5555\s?5555\s?5555\s?4444|4000000000000002/)
    const mails = await confirmationsTo(email)
    expect(mails.at(-1)).toContain('ending in 4444')
  })

  it('replaces a card through the Moneris adapter’s vault update (res_update_cc) against its stand-in', async () => {
    const { createMonerisGateway } = await import('@/donations/gateway/moneris')
    const { replaceCard } = await import('@/myGiving/monthlyActions')
    const standIn = await startMonerisStandIn()
    try {
      const gateway = createMonerisGateway({ storeId: 'store5', apiToken: 'yesguy', url: standIn.url, timeoutMs: 30_000 })
      const email = `moneris.${run}@example.org`
      const created = await payload.create({
        collection: 'recurring-donations',
        data: { summary: 'm', amount: 20, status: 'active', nextChargeDate: new Date(Date.now() + 86_400_000).toISOString(), gateway: 'moneris', token: 'dk-decline', b_email: email, cardBrand: 'visa', cardLast4: '0002', failedAttempts: 0 },
        overrideAccess: true,
      })
      const declined = await replaceCard(payload, email, created.id, { card_number: TEST_CARD.decline, card_name: 'M D', expiryMonth: '05', expiryYear: expYear }, { gateway })
      expect(declined).toMatchObject({ ok: false, status: 402 })
      expect(!declined.ok && declined.message).toContain('DECLINED')
      expect((await gift(created.id)).token).toBe('dk-decline')
      const saved = await replaceCard(payload, email, created.id, { card_number: TEST_CARD.approve, card_name: 'M D', expiryMonth: '05', expiryYear: expYear }, { gateway })
      expect(saved.ok).toBe(true)
      const update = standIn.requests.filter((r) => r.type === 'res_update_cc')
      expect(update).toHaveLength(2)
      expect(update[1]!.fields).toMatchObject({ data_key: 'dk-decline', cust_id: `donor-${created.id}`, pan: TEST_CARD.approve, expdate: `${expYear.slice(-2)}05`, crypt_type: '7' })
      expect(await gift(created.id)).toMatchObject({ token: 'dk-ok', cardBrand: 'visa', cardLast4: '4242' })
      // Nothing was charged by replacing a card on a gift that was paid up.
      expect(standIn.charges).toHaveLength(0)
    } finally {
      await standIn.stop()
    }
  })
})

describe('failed charges recovered', () => {
  it('e-mails a link that opens "replace your card", and the new card pays the missed month exactly once', async () => {
    const { chargeDueEnrolments, chargeEnrolment } = await import('@/donations/monthly')
    const { createTestGateway } = await import('@/donations/gateway/testGateway')
    const email = `recover.${run}@example.org`
    // Gave once (so the address is known), then a monthly gift whose card now declines.
    await give(routes, email)
    const due = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 15, 12) - 31 * 86_400_000)
    const created = await payload.create({
      collection: 'recurring-donations',
      data: { summary: 'r', amount: 30, status: 'active', nextChargeDate: due.toISOString(), gateway: 'test', token: 'testtok_decline_r', b_email: email, b_fname: 'Re', b_lname: 'Cover', cardBrand: 'visa', cardLast4: '0002', failedAttempts: 0 },
      overrideAccess: true,
    })
    const before = smtp.received.length
    expect((await chargeDueEnrolments(payload, new Date(due.getTime() + 3_600_000))).failed).toBeGreaterThanOrEqual(1)
    await runDonorMail(payload)
    const failedMail = smtp.received.slice(before).find((m) => m.to.includes(email))!
    expect(failedMail.raw).toMatch(/Subject: Your monthly gift could not be charged/)
    const token = linkTokensFor(smtp, email).at(-1)!
    // A second failure (the first retry) of the same month sends no second e-mail.
    await chargeDueEnrolments(payload, new Date(due.getTime() + 2 * 86_400_000 + 3_600_000))
    await runDonorMail(payload)
    expect(smtp.received.slice(before).filter((m) => m.to.includes(email))).toHaveLength(1)

    const opened = await routes.session(formPost('/ways-to-give/my-giving/session', { token }))
    expect(opened.headers.get('location')).toBe(`/ways-to-give/my-giving/card?gift=${created.id}`)
    const cookie = sessionCookieOf(opened)!
    const csrf = await formTokenOf(cookie)
    // A pause would drop the unpaid month: refused until the card is replaced.
    await routes.monthly(formPost('/ways-to-give/my-giving/monthly', { csrf, gift: String(created.id), action: 'pause', months: '1' }, { cookie }))
    const refused = await gift(created.id)
    expect(refused.pausedUntil ?? null).toBeNull()
    expect(refused.nextChargeDate).toBe(due.toISOString())
    const replace = await routes.monthly(
      formPost('/ways-to-give/my-giving/monthly', { csrf, gift: String(created.id), action: 'replace-card', card_number: TEST_CARD.approve, card_name: 'Re Cover', expiryMonth: '11', expiryYear: expYear }, { cookie }),
    )
    expect(replace.status).toBe(303)
    const month = `${due.getUTCFullYear()}-${String(due.getUTCMonth() + 1).padStart(2, '0')}`
    const approvedForMonth = async () =>
      (await payload.find({ collection: 'donations', where: { and: [{ recurring: { equals: created.id } }, { status: { equals: 'approved' } }] }, depth: 0, overrideAccess: true, pagination: false, limit: 0 })).docs.filter((d) =>
        d.idempotencyKey?.includes(`-${month}-`),
      )
    expect(await approvedForMonth()).toHaveLength(1)
    const recovered = await gift(created.id)
    expect(recovered).toMatchObject({ status: 'active', failedAttempts: 0, cardLast4: '4242' })
    expect(recovered.recoveredAt).toBeTruthy()
    expect(Date.parse(recovered.nextChargeDate!)).toBeGreaterThan(Date.now())

    // The job's retry day, another replacement, and a direct second charge of the month: nothing more.
    await chargeDueEnrolments(payload, new Date(due.getTime() + 4 * 86_400_000 + 3_600_000))
    await routes.monthly(formPost('/ways-to-give/my-giving/monthly', { csrf, gift: String(created.id), action: 'replace-card', card_number: TEST_CARD.otherValid, card_name: 'Re Cover', expiryMonth: '11', expiryYear: expYear }, { cookie }))
    const stale = { ...recovered, nextChargeDate: due.toISOString(), failedAttempts: 1 }
    expect(await chargeEnrolment(payload, stale, createTestGateway(), new Date())).toBe('skipped')
    expect(await approvedForMonth()).toHaveLength(1)

    const { dashboardFigures } = await import('@/dashboard/figures')
    const figures = await dashboardFigures(payload, { roles: ['finance'] } as never)
    expect(figures.donations?.recoveredThisMonth.count).toBe(1)
  })

  it('asks for a new card 30 days before the card’s expiry month, once', async () => {
    const { askForNewCards } = await import('@/myGiving/cardRenewal')
    const email = `expiring.${run}@example.org`
    await give(routes, email)
    const created = await payload.create({
      collection: 'recurring-donations',
      data: { summary: 'e', amount: 15, status: 'active', nextChargeDate: new Date(Date.now() + 86_400_000).toISOString(), gateway: 'test', token: 'testtok_approve_e', b_email: email, cardLast4: '4242', failedAttempts: 0, askForNewCardOn: '2027-02-01T00:00:00.000Z' },
      overrideAccess: true,
    })
    const before = smtp.received.length
    expect((await askForNewCards(payload, new Date('2027-01-31T06:00:00Z'))).asked).toBe(0)
    expect((await askForNewCards(payload, new Date('2027-02-01T07:00:00Z'))).asked).toBe(1)
    expect((await askForNewCards(payload, new Date('2027-02-02T07:00:00Z'))).asked).toBe(0)
    await runDonorMail(payload)
    const mails = smtp.received.slice(before).filter((m) => m.to.includes(email))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.raw).toMatch(/Subject: The card of your monthly gift expires soon/)
    const token = linkTokensFor(smtp, email).at(-1)!
    const opened = await routes.session(formPost('/ways-to-give/my-giving/session', { token }))
    expect(opened.headers.get('location')).toBe(`/ways-to-give/my-giving/card?gift=${created.id}`)
  })
})

describe('a month’s charge with no answer', () => {
  it('stays pending and is never charged again; reconciliation finds it charged and moves the gift on', async () => {
    const { chargeDueEnrolments } = await import('@/donations/monthly')
    const { reconcilePendingDonations } = await import('@/donations/reconcilePending')
    const { createTestGateway } = await import('@/donations/gateway/testGateway')
    const due = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 15, 12) - 31 * 86_400_000)
    // The test gateway's timeout card: no answer in time, but the processor did charge it.
    const created = await payload.create({
      collection: 'recurring-donations',
      data: { summary: 't', amount: 40, status: 'active', nextChargeDate: due.toISOString(), gateway: 'test', token: `testtok_timeout_${run}`, b_email: `timeout.${run}@example.org`, b_fname: 'Tim', b_lname: 'Out', failedAttempts: 0 },
      overrideAccess: true,
    })
    const charges = async () =>
      (await payload.find({ collection: 'donations', where: { recurring: { equals: created.id } }, depth: 0, overrideAccess: true, pagination: false, limit: 0 })).docs
    const gateway = createTestGateway()

    expect((await chargeDueEnrolments(payload, new Date(due.getTime() + 3_600_000), gateway)).unconfirmed).toBe(1)
    expect((await charges()).map((d) => d.status)).toEqual(['pending'])
    // Not a failed attempt: no retry day, no e-mail, the month still due.
    expect(await gift(created.id)).toMatchObject({ failedAttempts: 0, retryAt: null, nextChargeDate: due.toISOString() })

    // The next runs leave it alone: one charge for the month, however often the job runs.
    const again = await chargeDueEnrolments(payload, new Date(due.getTime() + 2 * 86_400_000), gateway)
    expect(again.charged + again.failed + again.unconfirmed).toBe(0)
    expect(await charges()).toHaveLength(1)

    const settled = await reconcilePendingDonations(payload, { gateway, now: new Date(Date.now() + 1_000), olderThanMs: 0 })
    expect(settled.approved).toBeGreaterThanOrEqual(1)
    expect((await charges()).map((d) => [d.status, d.needsReview ?? false])).toEqual([['approved', false]])
    const movedOn = await gift(created.id)
    expect(movedOn).toMatchObject({ status: 'active', failedAttempts: 0 })
    expect(Date.parse(movedOn.nextChargeDate!)).toBeGreaterThan(due.getTime())
    expect(movedOn.lastChargedAt).toBeTruthy()
  })
})
