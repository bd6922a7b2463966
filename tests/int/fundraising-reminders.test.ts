/**
 * The "one week to go" e-mail, with the clock set by the test: the daily job sends one to each
 * live page of a campaign that ends within seven days (not to a hidden or erased page, not
 * before the last week, not after the end), once per page however often it runs, through the
 * fundraisers' mail job and the outbox; the text names the end day, the page's progress and the days left.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { createPage, createRunningCampaign } from '../helpers/fundraising'
import { runDonorMail } from '../helpers/myGiving'

let ctx: TestPayload | undefined
let payload: Payload
const DAY = 86_400_000
const o = { overrideAccess: true, depth: 0 } as const

beforeAll(async () => {
  ctx = await startTestPayload()
  payload = ctx.payload
})
afterAll(async () => {
  await ctx?.stop()
})

const reminders = async () => (await payload.find({ collection: 'outbox', where: { subject: { like: ' to go: ' } }, sort: 'to', pagination: false, ...o })).docs

describe('the last-week reminder', () => {
  it('goes once to each live page in the campaign’s last seven days', async () => {
    const { queueLastWeekReminders } = await import('@/fundraising/reminders')
    // The campaign ends at noon UTC ten days after this clock: the end day in BC is that day.
    const start = new Date('2027-06-01T18:00:00.000Z')
    const campaign = await createRunningCampaign(payload, 'walk-reminders', start)
    const endsOn = new Date(start.getTime() + 10 * DAY)
    await payload.update({ collection: 'campaigns', id: campaign.id, data: { endsOn: endsOn.toISOString() }, ...o })
    const other = await createRunningCampaign(payload, 'far-away-ride', start)
    await payload.update({ collection: 'campaigns', id: other.id, data: { endsOn: new Date(start.getTime() + 60 * DAY).toISOString() }, ...o })
    const ana = await createPage(payload, campaign.id, 'ana-walks', { name: 'Ana Silva', goal: 300 })
    await createPage(payload, campaign.id, 'ben-walks', { name: 'Ben Roy' })
    await createPage(payload, campaign.id, 'hidden-walks', { hidden: true })
    await createPage(payload, campaign.id, 'erased-walks', { erased: true })
    await createPage(payload, other.id, 'far-rides')
    await payload.create({ collection: 'offline-gifts', data: { fundraiser: ana.id, amount: 120, kind: 'cash', receivedOn: start.toISOString() }, ...o })

    // Eight days before the end: not yet.
    expect(await queueLastWeekReminders(payload, new Date(start.getTime() + 2 * DAY))).toBe(0)
    // Seven days before: one each for Ana and Ben, and only once however often the job runs.
    const week = new Date(start.getTime() + 3 * DAY)
    expect(await Promise.all([queueLastWeekReminders(payload, week), queueLastWeekReminders(payload, week)]).then((n) => n[0]! + n[1]!)).toBe(2)
    expect(await queueLastWeekReminders(payload, new Date(week.getTime() + DAY))).toBe(0)
    await runDonorMail(payload)
    const sent = await reminders()
    expect(sent.map((m) => m.to)).toEqual(['ana-walks@example.org', 'ben-walks@example.org'])
    expect(sent.every((m) => m.about === 'donation')).toBe(true)
    const text = sent[0]!.text
    expect(sent[0]!.subject).toBe("One week to go: Father's Day Walk / Run ends on June 11, 2027")
    expect(text).toMatch(/^Hello Ana Silva,\n\nFather's Day Walk \/ Run ends on June 11, 2027\. Your page has raised \$120\.00 of your \$300 goal\./)
    expect(text).toMatch(/Your page: https?:\/\/[^\s]+\/fundraise\/ana-walks\n/)
    // The sign-in link goes only by e-mail, never into the outbox.
    expect(text).toContain('[sign-in link: sent only by e-mail]')
    expect(text).not.toMatch(/token=|undefined|null|NaN/)

    // A page started two days before the end hears how many days are left, not "a week".
    await createPage(payload, campaign.id, 'late-start-walks', { name: 'Lee Park' })
    expect(await queueLastWeekReminders(payload, new Date(endsOn.getTime() - 2 * DAY))).toBe(1)
    await runDonorMail(payload)
    const late = (await reminders()).find((m) => m.to === 'late-start-walks@example.org')
    expect(late?.subject).toBe("2 days to go: Father's Day Walk / Run ends on June 11, 2027")
    expect(late?.text).toContain('Your page has no gifts yet; your goal is $')
    expect(late?.text).toContain('There are still 2 days to ask.')

    // After the end, a new page gets nothing.
    await createPage(payload, campaign.id, 'late-walks')
    expect(await queueLastWeekReminders(payload, new Date(endsOn.getTime() + 2 * DAY))).toBe(0)
  })
})
