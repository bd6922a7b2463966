/**
 * The monthly charge job: charges on the 15th (weekends included), records each charge as a
 * donation, moves to the next 15th (December → January), retries a failed charge 3 times over
 * 7 days and then marks the enrolment failing; cancelled enrolments are never charged; a
 * repeated run charges nothing twice. Also runs the task through Payload's job queue.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RecurringDonation } from '@/payload-types'
import { startTestPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let charge: typeof import('@/donations/monthly').chargeDueEnrolments

beforeAll(async () => {
  ctx = await startTestPayload()
  ;({ chargeDueEnrolments: charge } = await import('@/donations/monthly'))
})
afterAll(async () => {
  await ctx?.stop()
})

const day = (iso: string) => new Date(iso)

async function enrol(nextChargeDate: string, token = 'testtok_approve_x', status: 'active' | 'cancelled' = 'active'): Promise<RecurringDonation> {
  return (await ctx.payload.create({
    collection: 'recurring-donations',
    data: { summary: 't', amount: 25, status, nextChargeDate, gateway: 'test', token, b_fname: 'Monthly', b_lname: 'Donor', b_email: 'm@example.org', cardLast4: '4242', failedAttempts: 0 },
    overrideAccess: true,
  })) as RecurringDonation
}
const reload = (id: number) => ctx.payload.findByID({ collection: 'recurring-donations', id, overrideAccess: true, depth: 0 }) as Promise<RecurringDonation>
const chargesOf = async (id: number) =>
  (await ctx.payload.find({ collection: 'donations', where: { recurring: { equals: id } }, overrideAccess: true, limit: 0, pagination: false, depth: 0, sort: 'createdAt' })).docs

async function clear() {
  await ctx.payload.delete({ collection: 'recurring-donations', where: { id: { exists: true } }, overrideAccess: true })
}

describe('monthly charge job', () => {
  it('charges nothing before the 15th and charges on the 15th, even a Saturday', async () => {
    await clear()
    // 15 August 2026 is a Saturday.
    const e = await enrol('2026-08-15T12:00:00.000Z')
    expect(day('2026-08-15').getUTCDay()).toBe(6)
    expect((await charge(ctx.payload, day('2026-08-14T23:00:00Z'))).charged).toBe(0)
    const run = await charge(ctx.payload, day('2026-08-15T12:30:00Z'))
    expect(run).toMatchObject({ charged: 1, failed: 0 })
    const after = await reload(e.id)
    expect(after.nextChargeDate).toBe('2026-09-15T12:00:00.000Z')
    const charges = await chargesOf(e.id)
    expect(charges).toHaveLength(1)
    expect(charges[0]).toMatchObject({ status: 'approved', donationType: 'monthly', amount: 25, responseCode: '027', b_lname: 'Donor', cardLast4: '4242' })
    // A second run the same day charges nothing more.
    expect((await charge(ctx.payload, day('2026-08-15T18:00:00Z'))).charged).toBe(0)
    expect(await chargesOf(e.id)).toHaveLength(1)
  })

  it('moves from December 15th to January 15th of the next year', async () => {
    await clear()
    const e = await enrol('2026-12-15T12:00:00.000Z')
    await charge(ctx.payload, day('2026-12-15T13:00:00Z'))
    expect((await reload(e.id)).nextChargeDate).toBe('2027-01-15T12:00:00.000Z')
    await charge(ctx.payload, day('2027-01-15T13:00:00Z'))
    expect((await reload(e.id)).nextChargeDate).toBe('2027-02-15T12:00:00.000Z')
    expect(await chargesOf(e.id)).toHaveLength(2)
  })

  it('retries a declined charge 3 times over 7 days, then marks the enrolment failing', async () => {
    await clear()
    const e = await enrol('2026-11-15T12:00:00.000Z', 'testtok_decline_x')
    await charge(ctx.payload, day('2026-11-15T13:00:00Z'))
    let now = await reload(e.id)
    expect(now).toMatchObject({ status: 'active', failedAttempts: 1, retryAt: '2026-11-17T12:00:00.000Z' })
    // Not retried before the retry day.
    expect((await charge(ctx.payload, day('2026-11-16T13:00:00Z'))).failed).toBe(0)
    await charge(ctx.payload, day('2026-11-17T13:00:00Z'))
    expect(await reload(e.id)).toMatchObject({ failedAttempts: 2, retryAt: '2026-11-19T12:00:00.000Z' })
    await charge(ctx.payload, day('2026-11-19T13:00:00Z'))
    expect(await reload(e.id)).toMatchObject({ failedAttempts: 3, retryAt: '2026-11-22T12:00:00.000Z' })
    const last = await charge(ctx.payload, day('2026-11-22T13:00:00Z'))
    expect(last.markedFailing).toBe(1)
    now = await reload(e.id)
    expect(now).toMatchObject({ status: 'failing', failedAttempts: 4, retryAt: null })
    const charges = await chargesOf(e.id)
    expect(charges.map((c) => c.status)).toEqual(['declined', 'declined', 'declined', 'declined'])
    // A failing enrolment is left to staff.
    expect((await charge(ctx.payload, day('2026-12-15T13:00:00Z'))).failed).toBe(0)
  })

  it('a retry that succeeds resets the count and bills the next 15th', async () => {
    await clear()
    const e = await enrol('2026-11-15T12:00:00.000Z', 'testtok_decline_y')
    await charge(ctx.payload, day('2026-11-15T13:00:00Z'))
    await ctx.payload.update({ collection: 'recurring-donations', id: e.id, data: { token: 'testtok_approve_y' }, overrideAccess: true })
    await charge(ctx.payload, day('2026-11-17T13:00:00Z'))
    expect(await reload(e.id)).toMatchObject({ status: 'active', failedAttempts: 0, retryAt: null, nextChargeDate: '2026-12-15T12:00:00.000Z' })
  })

  it('never charges a cancelled enrolment, and stamps when it was cancelled', async () => {
    await clear()
    const e = await enrol('2026-11-15T12:00:00.000Z')
    const cancelled = await ctx.payload.update({ collection: 'recurring-donations', id: e.id, data: { status: 'cancelled' }, overrideAccess: true })
    expect(cancelled.cancelledAt).toBeTruthy()
    expect((await charge(ctx.payload, day('2026-11-15T13:00:00Z'))).charged).toBe(0)
    expect(await chargesOf(e.id)).toHaveLength(0)
  })

  it('runs as the Payload task chargeMonthlyGifts', async () => {
    await clear()
    const e = await enrol(new Date(Date.now() - 60_000).toISOString())
    await ctx.payload.jobs.queue({ task: 'chargeMonthlyGifts', input: {}, queue: 'donations' })
    await ctx.payload.jobs.run({ queue: 'donations' })
    expect(await chargesOf(e.id)).toHaveLength(1)
  })
})
