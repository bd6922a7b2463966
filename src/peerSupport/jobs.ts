/**
 * Follow-through, run hourly on the "peer-support" queue: an introduction without "I called"
 * after 48 hours reminds the volunteer, after 72 hours tells Support; two weeks after a first
 * call the person gets the optional follow-up question. Each is sent once (the case records
 * when), through the same e-mail job as the introductions. `now` is a parameter so the tests
 * set the clock.
 */
import type { Payload, TaskConfig } from 'payload'
import { PEER_SUPPORT_QUEUE, queuePeerSupportMail } from './mail'
import { ALERT_SUPPORT_AFTER_H, FOLLOW_UP_AFTER_DAYS, REMIND_VOLUNTEER_AFTER_H } from './paths'

const HOUR = 3_600_000
const o = { overrideAccess: true, depth: 0 } as const

export type FollowThrough = { volunteerReminders: number; supportAlerts: number; followUps: number }

async function stamp(payload: Payload, where: Parameters<Payload['find']>[0]['where'], field: 'volunteerRemindedAt' | 'supportAlertedAt' | 'followUpSentAt', kind: 'volunteer-reminder' | 'support-alert' | 'follow-up', now: Date): Promise<number> {
  const { docs } = await payload.find({ collection: 'peer-support-cases', where, pagination: false, select: {}, ...o })
  for (const { id } of docs) {
    // Stamped first: a crash between the two sends nothing rather than twice.
    await payload.update({ collection: 'peer-support-cases', id, data: { [field]: now.toISOString() }, ...o, context: { followThrough: true } })
    await queuePeerSupportMail(payload, { kind, caseId: id as number })
  }
  return docs.length
}

export async function queueFollowThrough(payload: Payload, now = new Date()): Promise<FollowThrough> {
  const before = (hours: number) => new Date(now.getTime() - hours * HOUR).toISOString()
  const introduced = { status: { equals: 'introduced' } }
  const volunteerReminders = await stamp(payload, { and: [introduced, { introducedAt: { less_than_equal: before(REMIND_VOLUNTEER_AFTER_H) } }, { volunteerRemindedAt: { exists: false } }] }, 'volunteerRemindedAt', 'volunteer-reminder', now)
  const supportAlerts = await stamp(payload, { and: [introduced, { introducedAt: { less_than_equal: before(ALERT_SUPPORT_AFTER_H) } }, { supportAlertedAt: { exists: false } }] }, 'supportAlertedAt', 'support-alert', now)
  const followUps = await stamp(
    payload,
    { and: [{ status: { in: ['first-call-done', 'closed'] } }, { firstCallAt: { less_than_equal: before(FOLLOW_UP_AFTER_DAYS * 24) } }, { followUpSentAt: { exists: false } }] },
    'followUpSentAt',
    'follow-up',
    now,
  )
  return { volunteerReminders, supportAlerts, followUps }
}

export const peerSupportFollowThroughTask = {
  slug: 'peerSupportFollowThrough',
  label: 'Peer support: reminders and follow-up questions',
  schedule: [{ cron: '0 15 * * * *', queue: PEER_SUPPORT_QUEUE }],
  outputSchema: [
    { name: 'volunteerReminders', type: 'number' },
    { name: 'supportAlerts', type: 'number' },
    { name: 'followUps', type: 'number' },
  ],
  retries: 1,
  handler: async ({ req }) => ({ output: await queueFollowThrough(req.payload) }),
} satisfies TaskConfig

/** The queue runs every minute in the server (not inside test runners, whose instances must not start timers). */
export const peerSupportAutoRun = process.env.VITEST ? [] : [{ cron: '* * * * *', queue: PEER_SUPPORT_QUEUE }]
