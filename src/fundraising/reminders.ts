/**
 * "One week to go": once a day, every live page of a campaign that ends within the next seven
 * days is sent one reminder through the fundraisers' mail job. Each page is claimed in the
 * database first (its reminder stamp set only where none was), so two runs, or two servers,
 * send it once; a failure between the claim and the e-mail sends nothing rather than twice.
 * `now` is a parameter so the tests set the clock.
 */
import type { Payload, TaskConfig } from 'payload'
import { sql } from '@payloadcms/db-sqlite'
import { calendarDay } from '@/format/dates'
import { campaignIsRunning } from './campaignDates'
import { queueFundraiserMail } from './mail'
import { queryRows } from './sql'

const DAY = 86_400_000
export const REMIND_DAYS_BEFORE_END = 7

/** Whole days from today to the campaign's end day, both in the charity's time zone. */
export const daysLeft = (endsOn: string, now: Date) => Math.round((Date.parse(calendarDay(new Date(endsOn))) - Date.parse(calendarDay(now))) / DAY)

export async function queueLastWeekReminders(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.find({
    collection: 'campaigns',
    where: { endsOn: { greater_than_equal: new Date(now.getTime() - DAY).toISOString() } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { startsOn: true, endsOn: true },
  })
  const inLastWeek = (endsOn: string) => {
    const left = daysLeft(endsOn, now)
    return left >= 1 && left <= REMIND_DAYS_BEFORE_END
  }
  const due = docs.filter((c) => campaignIsRunning(c, now) && c.endsOn && inLastWeek(c.endsOn))
  let queued = 0
  for (const campaign of due) {
    const claimed = await queryRows<{ id: unknown }>(
      payload,
      sql`UPDATE fundraisers SET last_week_reminder_at = ${now.toISOString()}
        WHERE campaign_id = ${campaign.id} AND last_week_reminder_at IS NULL AND hidden = ${false} AND COALESCE(erased, ${false}) = ${false}
        RETURNING id`,
    )
    for (const { id } of claimed) await queueFundraiserMail(payload, { page: Number(id), kind: 'last-week', daysLeft: daysLeft(campaign.endsOn!, now) })
    queued += claimed.length
  }
  return queued
}

export const lastWeekRemindersTask = {
  slug: 'fundraisingLastWeekReminders',
  label: 'Fundraising: "one week to go" e-mails',
  // 16:00 UTC, the morning in BC, on the donations queue, which the server's autoRun checks.
  schedule: [{ cron: '0 0 16 * * *', queue: 'donations' }],
  outputSchema: [{ name: 'queued', type: 'number' }],
  retries: 1,
  handler: async ({ req }) => ({ output: { queued: await queueLastWeekReminders(req.payload) } }),
} satisfies TaskConfig
