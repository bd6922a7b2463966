/**
 * Each job runs once, whichever instance picks it up. Payload's runner claims jobs by reading
 * the pending ones, then marking each `processing` (two statements, @payloadcms/drizzle
 * updateJobs): two processes claiming at the same moment can both read, and both run, the same
 * job. On PostgreSQL every claim here first takes one advisory lock, so claims happen one at a
 * time across all instances and a claim never sees a job another has just taken. A claim of one
 * job by id (running a job straight after queueing it) takes it only when nobody is running it.
 * Claims are short (the jobs run after the lock is released).
 */
import type { DatabaseAdapter } from 'payload'

type PgClient = { query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>; release: () => void }
type WithPool = { pool?: { connect: () => Promise<PgClient> } }
type UpdateJobsArgs = Parameters<DatabaseAdapter['updateJobs']>[0]

/** The advisory lock's key: any fixed number no other part of the site uses. */
const JOB_CLAIM_LOCK = 7_160_001

export function claimJobsOneAtATime(base: Pick<DatabaseAdapter, 'updateJobs'>): void {
  const adapter = base as Pick<DatabaseAdapter, 'updateJobs'> & WithPool
  const updateJobs = adapter.updateJobs
  adapter.updateJobs = async function (this: unknown, args: UpdateJobsArgs) {
    const claim = (args.data as { processing?: unknown } | undefined)?.processing === true
    if (!claim || !adapter.pool) return updateJobs.call(this, args)
    const client = await adapter.pool.connect()
    try {
      await client.query('SELECT pg_advisory_lock($1)', [JOB_CLAIM_LOCK])
      try {
        if (args.id !== undefined && args.id !== null) {
          const free = await client.query('SELECT 1 FROM payload_jobs WHERE id = $1 AND processing = false', [args.id])
          if (!free.rows.length) return args.returning === false ? null : []
        }
        return await updateJobs.call(this, args)
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [JOB_CLAIM_LOCK])
      }
    } finally {
      client.release()
    }
  } as DatabaseAdapter['updateJobs']
}
