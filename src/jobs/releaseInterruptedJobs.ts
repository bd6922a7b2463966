/**
 * A job is marked `processing` while it runs and is skipped by every runner until it is
 * unmarked. A crash (SIGKILL, power loss) leaves it marked for ever, so its work (a form's
 * e-mail, a reconciliation) would never happen.
 *
 * On SQLite the site is one process: at its start, before it runs any job, nothing can be
 * running, so every marked job was interrupted and goes back to the queue.
 *
 * On PostgreSQL other instances may be running jobs right now. A running job's lease is renewed
 * by the process that claimed it (src/instances/exclusiveJobClaims.ts), so only jobs whose lease
 * has run out (not renewed for JOB_LEASE_MS, by the database's clock) are released: at start-up,
 * and every minute on every instance, so an instance that died is covered by the others.
 */
import type { Payload } from 'payload'
import { JOB_LEASE_MS } from '@/instances/exclusiveJobClaims'

type Pool = { query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> }

const SWEEP_MS = 60_000

export async function releaseInterruptedJobs(payload: Payload): Promise<number> {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  if (pool) {
    const { rows } = await pool.query(
      `UPDATE payload_jobs SET processing = false, updated_at = now()
        WHERE processing = true AND completed_at IS NULL AND updated_at < now() - make_interval(secs => $1)
        RETURNING id`,
      [JOB_LEASE_MS / 1000],
    )
    return rows.length
  }
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

let sweep: NodeJS.Timeout | undefined

/** With several instances (PostgreSQL): jobs of an instance that died are released by the others. */
export function keepReleasingExpiredLeases(payload: Payload): void {
  if (!(payload.db as unknown as { pool?: Pool }).pool || sweep) return
  sweep = setInterval(() => {
    releaseInterruptedJobs(payload)
      .then((released) => released && payload.logger.warn(`Jobs: ${released} job(s) of a stopped instance released.`))
      .catch(() => undefined) // the database is away: the next sweep tries again
  }, SWEEP_MS)
  sweep.unref()
}
