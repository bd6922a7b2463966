/**
 * A pending donation is reconciled: the server "dies" between the processor's answer and the
 * record (the gateway call succeeds at the Moneris stand-in, then the attempt throws before
 * recording), leaving a pending record. The reconcilePendingDonations job, run through the
 * Payload job queue, asks the stand-in (Moneris Status Check) and records the outcome; where
 * the gateway cannot be asked or does not answer, the donation is flagged for staff instead.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { donateRequest, newKey, TEST_CARD, validFields } from '../helpers/donations'
import { startMonerisStandIn } from '../helpers/monerisStandIn'
import { createStaff, rest } from '../helpers/staff'
import { formatDayMonthYear } from '@/format/dates'
import { createMonerisGateway } from '@/donations/gateway/moneris'
import type { PaymentGateway } from '@/donations/gateway'
import { orderIdFor } from '@/donations/orderId'
import { processDonation } from '@/donations/processDonation'
import { reconcilePendingDonations, REVIEW_NOTES } from '@/donations/reconcilePending'

process.env.RATE_LIMIT_DONATIONS_MAX = '0'

let ctx: TestPayload | undefined
let payload: Payload
let standIn: Awaited<ReturnType<typeof startMonerisStandIn>>
let moneris: PaymentGateway
let POST: (req: Request) => Promise<Response>

const useMoneris = () => {
  process.env.PAYMENT_GATEWAY = 'moneris'
  process.env.MONERIS_STORE_ID = 'store5'
  process.env.MONERIS_API_TOKEN = 'yesguy'
  process.env.MONERIS_URL = standIn.url
  process.env.MONERIS_TIMEOUT_MS = '2000'
}

class Crash extends Error {}

/** The Moneris adapter, but the process "dies" right after the processor answered (or before asking). */
function crashingGateway(when: 'after-charge' | 'before-charge'): PaymentGateway {
  const die = async <T>(call: () => Promise<T>): Promise<never> => {
    if (when === 'after-charge') await call()
    throw new Crash('the server stopped')
  }
  return {
    name: 'moneris',
    purchase: (r) => die(() => moneris.purchase(r)),
    vault: (r) => moneris.vault(r),
    updateVault: (r) => moneris.updateVault(r),
    chargeToken: (r) => die(() => moneris.chargeToken(r)),
  }
}

/** Charges through the crashing gateway and returns the pending record left behind, made `minutes` old. */
async function leavePending(fields: Record<string, string>, when: 'after-charge' | 'before-charge', minutes = 10) {
  const key = newKey()
  await expect(processDonation({ payload, fields, idempotencyKey: key, gateway: crashingGateway(when) })).rejects.toBeInstanceOf(Crash)
  const doc = await byKey(key)
  expect(doc.status).toBe('pending')
  const createdAt = new Date(Date.now() - minutes * 60_000).toISOString()
  await payload.db.updateOne({ collection: 'donations', id: doc.id, data: { createdAt }, returning: false })
  return { key, id: doc.id as number }
}

const byKey = async (key: string) =>
  (await payload.find({ collection: 'donations', where: { idempotencyKey: { equals: key } }, depth: 0, overrideAccess: true })).docs[0]!

async function runReconciliation() {
  await payload.jobs.queue({ task: 'reconcilePendingDonations', input: {}, queue: 'donations' })
  await payload.jobs.run({ queue: 'donations', overrideAccess: true })
}

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
  standIn = await startMonerisStandIn()
  moneris = createMonerisGateway({ storeId: 'store5', apiToken: 'yesguy', url: standIn.url, timeoutMs: 2000 })
  ;({ POST } = await import('@/app/api/donate/route'))
})

afterAll(async () => {
  await standIn?.stop()
  await ctx?.stop()
})

beforeEach(() => {
  standIn.setMode('normal')
  useMoneris()
})

describe('a pending donation is reconciled', () => {
  it('records an approval the gateway confirms, with its receipt number, and a retry is told approved without a second charge', async () => {
    const { key, id } = await leavePending(validFields(), 'after-charge')
    const orderId = orderIdFor(id, key)
    expect(standIn.charges.filter((c) => c.orderId === orderId)).toEqual([{ orderId, amount: '50.00', approved: true }])

    await runReconciliation()

    const doc = await byKey(key)
    expect(doc).toMatchObject({ status: 'approved', responseCode: '027', authCode: '123456', needsReview: false })
    expect(doc.receiptNumber).toBeGreaterThanOrEqual(1001)
    expect(standIn.requests.some((r) => r.statusCheck && r.type === 'purchase' && r.fields.order_id === orderId)).toBe(true)
    // No card data was needed (or sent) to ask.
    expect(standIn.requests.filter((r) => r.statusCheck).every((r) => !('pan' in r.fields) && !('expdate' in r.fields))).toBe(true)

    const retry = await POST(donateRequest(validFields(), { key }))
    expect(retry.status).toBe(200)
    expect(await retry.json()).toMatchObject({ ResponseCode: '027', id: doc.receiptNumber })
    expect(standIn.charges.filter((c) => c.orderId === orderId)).toHaveLength(1)
  })

  it('records a decline the gateway reports, and an attempt that never reached it as not charged', async () => {
    const declined = await leavePending(validFields({ card_number: TEST_CARD.decline }), 'after-charge')
    const never = await leavePending(validFields(), 'before-charge')
    await runReconciliation()
    expect(await byKey(declined.key)).toMatchObject({ status: 'declined', responseCode: '481', needsReview: false })
    const notCharged = await byKey(never.key)
    expect(notCharged).toMatchObject({ status: 'failed', needsReview: false })
    expect(notCharged.receiptNumber ?? null).toBeNull()
    expect(notCharged.message).toMatch(/not charged/i)
  })

  it('records a monthly first charge as approved and flags the lost enrolment for staff, who mark it handled once the donor is set up again', async () => {
    const { key, id } = await leavePending(validFields({ donation_type: 'monthly' }), 'after-charge')
    await runReconciliation()
    expect(await byKey(key)).toMatchObject({ status: 'approved', needsReview: true, reviewNote: REVIEW_NOTES.monthlyNotEnrolled })

    const finance = await createStaff(payload, 'reconcile.finance', ['finance'])
    const support = await createStaff(payload, 'reconcile.support', ['support'])
    const handled = (token?: string, donation = id) => rest('POST', `/donations/${donation}/review-handled`, { token })
    expect((await handled()).status).toBe(401)
    expect((await handled(support.token)).status).toBe(403)
    expect((await byKey(key)).needsReview).toBe(true)
    const ok = await handled(finance.token)
    expect(ok.status).toBe(200)
    const after = await byKey(key)
    expect(after).toMatchObject({ status: 'approved', needsReview: false })
    // The note keeps what it was and who cleared it.
    expect(after.reviewNote).toBe(`${REVIEW_NOTES.monthlyNotEnrolled} Handled by reconcile.finance@example.org on ${formatDayMonthYear(new Date().toISOString())}.`)
    // Twice is refused, and so is a gift still pending: the reconciliation settles that one.
    expect((await handled(finance.token)).status).toBe(409)
    const pending = await leavePending(validFields(), 'after-charge')
    await payload.db.updateOne({ collection: 'donations', id: pending.id, data: { needsReview: true, reviewNote: REVIEW_NOTES.noAnswer }, returning: false })
    const refused = await handled(finance.token, pending.id)
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/still pending/)
    expect(await byKey(pending.key)).toMatchObject({ status: 'pending', needsReview: true })
    await runReconciliation()
    expect(await byKey(pending.key)).toMatchObject({ status: 'approved', needsReview: false })
  })

  it('leaves a recent pending donation alone: its charge may still be under way', async () => {
    const { key } = await leavePending(validFields(), 'after-charge', 0)
    await runReconciliation()
    expect(await byKey(key)).toMatchObject({ status: 'pending', needsReview: false })
  })

  it('flags the donation for staff when the gateway cannot be asked, or does not answer', async () => {
    const cannotAsk = await leavePending(validFields(), 'after-charge')
    // A gateway without a status query cannot be asked.
    const { status: _none, ...withoutStatus } = moneris
    expect(await reconcilePendingDonations(payload, { gateway: withoutStatus })).toMatchObject({ flagged: 1 })
    expect(await byKey(cannotAsk.key)).toMatchObject({ status: 'pending', needsReview: true, reviewNote: REVIEW_NOTES.cannotAsk })

    useMoneris()
    const noAnswer = await leavePending(validFields(), 'after-charge')
    standIn.setMode('http500')
    await runReconciliation()
    expect(await byKey(noAnswer.key)).toMatchObject({ status: 'pending', needsReview: true, reviewNote: REVIEW_NOTES.noAnswer })

    // Staff find them with the admin's "Needs review" filter.
    const flagged = await payload.find({ collection: 'donations', where: { needsReview: { equals: true } }, depth: 0, overrideAccess: true })
    expect(flagged.docs.map((d) => d.idempotencyKey)).toEqual(expect.arrayContaining([cannotAsk.key, noAnswer.key]))

    // Once the gateway answers again, the next run settles the flagged one and clears the flag.
    standIn.setMode('normal')
    await runReconciliation()
    expect(await byKey(noAnswer.key)).toMatchObject({ status: 'approved', needsReview: false })
  })

  it('ends a gift whose charge was answered "being confirmed": approved, declined or not charged, and e-mails the donor each outcome', async () => {
    const ask = async (fields: Record<string, string>) => {
      const key = newKey()
      const res = await POST(donateRequest(fields, { key }))
      const body = await res.json()
      expect(body).toMatchObject({ ResponseCode: '999', pending: true })
      expect(JSON.stringify(body)).not.toMatch(/not charged/i)
      const doc = await byKey(key)
      expect(doc.status).toBe('pending')
      await payload.db.updateOne({ collection: 'donations', id: doc.id, data: { createdAt: new Date(Date.now() - 10 * 60_000).toISOString() }, returning: false })
      return { key, id: doc.id as number }
    }
    // Moneris: the charge goes through, but its answer comes after the client gave up (2 s).
    standIn.setDelay(2_500)
    const lostApproval = await ask(validFields({ b_email: 'lost-approval@example.org' }))
    const lostDecline = await ask(validFields({ card_number: TEST_CARD.decline, b_email: 'lost-decline@example.org' }))
    const charged = (gift: { id: number; key: string }) => standIn.charges.some((c) => c.orderId === orderIdFor(gift.id, gift.key))
    await expect.poll(() => charged(lostApproval) && charged(lostDecline), { timeout: 5_000 }).toBe(true)
    standIn.setDelay(0)
    // Never reached the gateway: the connection was refused.
    process.env.MONERIS_URL = 'http://127.0.0.1:9/gateway2/servlet/MpgRequest'
    const neverSent = await ask(validFields({ b_email: 'never-sent@example.org' }))
    useMoneris()

    await runReconciliation()
    expect(await byKey(lostApproval.key)).toMatchObject({ status: 'approved', responseCode: '027' })
    expect((await byKey(lostApproval.key)).receiptNumber).toBeGreaterThanOrEqual(1001)
    expect(await byKey(lostDecline.key)).toMatchObject({ status: 'declined', responseCode: '481' })
    expect(await byKey(neverSent.key)).toMatchObject({ status: 'failed', needsReview: false })

    // A retry with the same key is told the settled outcome, without a second charge.
    const retry = await POST(donateRequest(validFields(), { key: lostApproval.key }))
    expect(await retry.json()).toMatchObject({ ResponseCode: '027', pending: false })
    expect(standIn.charges.filter((c) => c.orderId === orderIdFor(lostApproval.id, lostApproval.key))).toHaveLength(1)

    await payload.jobs.run({ queue: 'donor-mail', overrideAccess: true })
    const mail = async (to: string) =>
      (await payload.find({ collection: 'outbox', where: { to: { equals: to } }, depth: 0, overrideAccess: true })).docs.map((d) => `${d.subject}\n${d.text}`)
    // A single gift found approved gets the confirmation every approved gift gets, with its receipt.
    expect(await mail('lost-approval@example.org')).toEqual([expect.stringMatching(/^Thank you for your gift to [\s\S]*\$50\.00[\s\S]*official tax receipt/)])
    expect(await mail('lost-decline@example.org')).toEqual([expect.stringMatching(/^Your gift was not charged: the card was declined/)])
    expect(await mail('never-sent@example.org')).toEqual([expect.stringMatching(/^Your gift was not charged\n[\s\S]*never reached/)])
  })

  it('settles the test gateway\'s timeout card as the charge that went through', async () => {
    delete process.env.PAYMENT_GATEWAY
    const key = newKey()
    const res = await POST(donateRequest(validFields({ card_number: TEST_CARD.timeout, b_email: 'timeout-card@example.org' }), { key }))
    expect(await res.json()).toMatchObject({ ResponseCode: '999', pending: true })
    const doc = await byKey(key)
    await payload.db.updateOne({ collection: 'donations', id: doc.id, data: { createdAt: new Date(Date.now() - 10 * 60_000).toISOString() }, returning: false })
    await runReconciliation()
    expect(await byKey(key)).toMatchObject({ status: 'approved', needsReview: false })
    await payload.jobs.run({ queue: 'donor-mail', overrideAccess: true })
    const sent = await payload.find({ collection: 'outbox', where: { to: { equals: 'timeout-card@example.org' } }, depth: 0, overrideAccess: true })
    expect(sent.docs.map((d) => d.subject)).toEqual([expect.stringMatching(/^Thank you for your gift to /)])
  })
})
