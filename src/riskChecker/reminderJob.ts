/**
 * The daily reminder run: deletes requests nobody confirmed in time, then sends each confirmed
 * reminder that is due, once, and deletes it. Runs on the "risk-reminders" queue at 15:00 UTC
 * (morning across Canada); the server's autoRun checks the queue every 10 minutes.
 */
import type { Payload, TaskConfig } from 'payload'
import { smtpConfigured } from '@/forms/email'
import { serverUrl } from '@/utilities/runtimeEnv'
import { claimReminder, releaseReminder } from './claimReminder'
import { dayOf } from './reminderDates'
import { reminderMail, senderIdentity, sendReminderMail } from './reminderMail'
import { stopToken } from './reminders'

const QUEUE = 'risk-reminders'

/** A claim older than this was left by a crash; its e-mail may have gone, so it is dropped, never resent. */
const STALE_CLAIM_MS = 24 * 60 * 60_000

export type ReminderRun = { sent: number; failed: number; expired: number; abandoned: number }

/**
 * Whether the mail server said no before taking the message (so it was surely not sent and may
 * be tried again tomorrow): a reply code, or no connection at all. A timeout after the message
 * was handed over could mean either, and is treated as sent.
 */
const surelyNotSent = (error: unknown) => {
  const e = error as { responseCode?: unknown; code?: unknown }
  return typeof e?.responseCode === 'number' || e?.code === 'ECONNECTION' || e?.code === 'EDNS'
}

export async function sendDueReminders(payload: Payload, now = new Date()): Promise<ReminderRun> {
  const run: ReminderRun = { sent: 0, failed: 0, expired: 0, abandoned: 0 }
  const expired = await payload.delete({
    collection: 'risk-reminders',
    where: { and: [{ status: { equals: 'pending' } }, { confirmBy: { less_than_equal: now.toISOString() } }] },
    overrideAccess: true,
    depth: 0,
  })
  run.expired = expired.docs.length
  const abandoned = await payload.delete({
    collection: 'risk-reminders',
    where: { and: [{ status: { equals: 'sending' } }, { updatedAt: { less_than: new Date(now.getTime() - STALE_CLAIM_MS).toISOString() } }] },
    overrideAccess: true,
    depth: 0,
  })
  run.abandoned = abandoned.docs.length
  // Without a mail server Payload would print the message, address included, to the log.
  if (!smtpConfigured()) return run

  const due = await payload.find({
    collection: 'risk-reminders',
    where: { and: [{ status: { equals: 'confirmed' } }, { sendOn: { less_than_equal: dayOf(now) } }] },
    sort: 'sendOn',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  if (!due.docs.length) return run
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const identity = senderIdentity(settings)
  const siteUrl = serverUrl()
  for (const reminder of due.docs) {
    if (!(await claimReminder(payload, reminder.id, now))) continue
    try {
      await sendReminderMail(payload, reminderMail({ to: reminder.email, stopToken: stopToken(reminder), identity, siteUrl }))
    } catch (error) {
      run.failed++
      // Never the address in the log; the mail server's message could quote it.
      payload.logger.error(`Risk checker reminders: reminder ${reminder.id} could not be sent.`)
      if (surelyNotSent(error)) await releaseReminder(payload, reminder.id, now)
      continue
    }
    await payload.delete({ collection: 'risk-reminders', where: { id: { equals: reminder.id } }, overrideAccess: true, depth: 0 })
    run.sent++
  }
  return run
}

export const sendRiskRemindersTask = {
  slug: 'sendRiskReminders',
  label: 'Send the risk checker reminders that are due',
  schedule: [{ cron: '0 0 15 * * *', queue: QUEUE }],
  outputSchema: [
    { name: 'sent', type: 'number' },
    { name: 'failed', type: 'number' },
    { name: 'expired', type: 'number' },
    { name: 'abandoned', type: 'number' },
  ],
  // A retry would only find what the first attempt left: claimed reminders are never sent twice.
  retries: 1,
  handler: async ({ req }) => ({ output: await sendDueReminders(req.payload) }),
} satisfies TaskConfig

/** Not inside test runners: their short-lived Payload instances must not start timers. */
export const riskReminderAutoRun = process.env.VITEST ? [] : [{ cron: '*/10 * * * *', queue: QUEUE }]
