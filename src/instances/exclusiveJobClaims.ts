/**
 * Each job runs once, whichever instance picks it up. Payload's runner claims jobs by reading
 * the pending ones, then marking each `processing` (two statements, @payloadcms/drizzle
 * updateJobs): two processes claiming at the same moment can both read, and both run, the same
 * job. On PostgreSQL every claim here first takes one advisory lock, so claims happen one at a
 * time across all instances and a claim never sees a job another has just taken. A claim of one
 * job by id (running a job straight after queueing it) takes it only when nobody is running it.
 *
 * Payload makes each claim in a transaction of its own and commits it only after this returns
 * (payload/queues/utilities/updateJob). So the lock is taken inside that transaction
 * (pg_advisory_xact_lock) and lasts until the commit: a lock released before it let the next
 * claimer read the jobs as still free, and two runners took the same five jobs (1 run in 10 of
 * tests/int/jobs-run-once.pg-only.test.ts). Claims are short; the jobs run after the commit.
 *
 * Each claimed job also gets a lease: while this process holds it, its `updated_at` is renewed
 * every JOB_HEARTBEAT_MS, so any instance can tell a job still running (renewed lately) from one
 * whose process died mid-run (not renewed for JOB_LEASE_MS), and release only the latter
 * (src/jobs/releaseInterruptedJobs.ts).
 *
 * Payload offers no hook on the claim, so this wraps the adapter's `updateJobs` and reaches into
 * parts of it Payload does not document (`pool`, `drizzle`, `sessions`): listed in the README
 * under "Where we depend on internals", and checked by tests/int/jobs-run-once.pg-only.test.ts.
 */
import { sql } from '@payloadcms/db-postgres'
import type { DatabaseAdapter } from 'payload'

type SQL = ReturnType<typeof sql>
type Transaction = { execute: (query: SQL) => Promise<{ rows: unknown[] }> }
type WithPool = {
  pool?: { query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> }
  drizzle?: { transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T> }
  /** The adapter's open transactions, by id (@payloadcms/drizzle beginTransaction). */
  sessions?: Record<string, { db: Transaction } | undefined>
}
type UpdateJobsArgs = Parameters<DatabaseAdapter['updateJobs']>[0]

/**
 * A job that may be claimed by id: as Payload's own claim of pending jobs asks, not running,
 * not finished and not failed for good. A finished job stays in the table until its whole batch
 * is done; claimed again by id, it ran twice.
 */
const FREE = sql.raw('processing = false AND completed_at IS NULL AND has_error IS NOT TRUE')

/** The advisory lock's key: any fixed number no other part of the site uses. */
const JOB_CLAIM_LOCK = 7_160_001

/** How often a running job's lease is renewed, and how long one lasts without renewal. */
export const JOB_HEARTBEAT_MS = 30_000
export const JOB_LEASE_MS = 4 * JOB_HEARTBEAT_MS

type Pool = NonNullable<WithPool['pool']>
const held = new Set<number | string>()
let heartbeat: NodeJS.Timeout | undefined

/** Renews the lease of every job this process has claimed and not yet finished. */
export async function renewJobLeases(pool: Pool): Promise<void> {
  if (!held.size) return
  const { rows } = await pool.query('UPDATE payload_jobs SET updated_at = now() WHERE id = ANY($1) AND processing = true RETURNING id', [[...held]])
  // A job no longer processing has finished (or failed): its lease ends here.
  const running = new Set((rows as Array<{ id: number | string }>).map((r) => String(r.id)))
  for (const id of held) if (!running.has(String(id))) held.delete(id)
}

function holdLeases(pool: Pool, claimed: unknown): void {
  const docs = Array.isArray(claimed) ? claimed : claimed ? [claimed] : []
  for (const doc of docs as Array<{ id?: number | string }>) if (doc?.id !== undefined) held.add(doc.id)
  if (!held.size || heartbeat) return
  heartbeat = setInterval(() => {
    renewJobLeases(pool)
      .catch(() => undefined) // the database is away: the next beat tries again
      .finally(() => {
        if (!held.size && heartbeat) {
          clearInterval(heartbeat)
          heartbeat = undefined
        }
      })
  }, JOB_HEARTBEAT_MS)
  heartbeat.unref()
}

export function claimJobsOneAtATime(base: Pick<DatabaseAdapter, 'updateJobs'>): void {
  const adapter = base as Pick<DatabaseAdapter, 'updateJobs'> & WithPool
  const updateJobs = adapter.updateJobs
  adapter.updateJobs = async function (this: unknown, args: UpdateJobsArgs) {
    const claim = (args.data as { processing?: unknown } | undefined)?.processing === true
    if (!claim || !adapter.pool) return updateJobs.call(this, args)
    const pool = adapter.pool
    const claimInside = async (transaction: Transaction) => {
      // Released when the transaction commits, once the claim is visible to the next claimer.
      await transaction.execute(sql`SELECT pg_advisory_xact_lock(${JOB_CLAIM_LOCK})`)
      if (args.id !== undefined && args.id !== null) {
        const free = await transaction.execute(sql`SELECT 1 FROM payload_jobs WHERE id = ${args.id} AND ${FREE}`)
        if (!free.rows.length) return args.returning === false ? null : []
      }
      const claimed = await updateJobs.call(this, args)
      holdLeases(pool, claimed)
      return claimed
    }
    const transactionId = args.req?.transactionID === undefined ? undefined : await args.req.transactionID
    const open = transactionId === undefined ? undefined : adapter.sessions?.[String(transactionId)]?.db
    // A direct call has no transaction of its own: its claim commits as it is made, while one of
    // ours holds the lock.
    return open ? claimInside(open) : adapter.drizzle!.transaction(claimInside)
  } as DatabaseAdapter['updateJobs']
}
