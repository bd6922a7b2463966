/**
 * A submission is stored first and its e-mail job queued right after (two writes). A crash
 * between the two leaves a submission waiting for an e-mail that no job will send. This finds
 * submissions still waiting (queued or retrying) with no unfinished job and queues one each.
 */
import type { Payload } from 'payload'
import { NOTIFY_TASK, queueNotificationJob } from './jobs'

export async function requeueLostNotifications(payload: Payload): Promise<number> {
  const waiting = await payload.find({
    collection: 'form-submissions',
    where: { deliveryStatus: { in: ['queued', 'retrying'] } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { deliveryStatus: true },
  })
  if (!waiting.docs.length) return 0
  const open = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: NOTIFY_TASK } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { input: true },
  })
  const covered = new Set(open.docs.map((job) => Number((job.input as { submissionId?: unknown } | null)?.submissionId)))
  const lost = waiting.docs.filter((s) => !covered.has(s.id))
  for (const submission of lost) await queueNotificationJob(payload, submission.id)
  return lost.length
}
