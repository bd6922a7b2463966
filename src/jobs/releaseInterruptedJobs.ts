/**
 * A job is marked `processing` while it runs and is skipped by every runner until it is
 * unmarked. A crash (SIGKILL, power loss) leaves it marked for ever, so its work (a form's
 * e-mail, a reconciliation) would never happen. At start-up, before this server runs any job,
 * nothing can be processing in this single-process deployment: every marked job was
 * interrupted and goes back to the queue. With several server processes this must become a
 * lease (release only jobs not touched for longer than any job can run).
 */
import type { Payload } from 'payload'

export async function releaseInterruptedJobs(payload: Payload): Promise<number> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ processing: { equals: true } }, { completedAt: { exists: false } }] },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
    select: { queue: true },
  })
  return docs.length
}

