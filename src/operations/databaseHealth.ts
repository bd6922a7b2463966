/**
 * Whether the site's database answers and has every committed migration applied: what
 * GET /api/health reports and what turns a failed API request into a 503. Reads nothing but
 * migration names, and reports nothing secret (no address, no error text).
 */
import type { Payload } from 'payload'
import { migrations as postgresMigrations } from '@/migrations/postgres/index'
import { migrations as sqliteMigrations } from '@/migrations/sqlite/index'
import { withTimeout } from '@/utilities/withTimeout'

export type DatabaseHealth = {
  database: 'reachable' | 'unreachable'
  migrations: 'current' | 'pending' | 'unknown'
}

/** A health check that takes longer than this counts as a database that does not answer. */
const HEALTH_TIMEOUT_MS = 3000

export const isHealthy = (health: DatabaseHealth) => health.database === 'reachable' && health.migrations === 'current'

// The committed migrations are fixed for the life of the process: named once, not on every check.
const committedNames = {
  postgres: postgresMigrations.map((m) => m.name),
  sqlite: sqliteMigrations.map((m) => m.name),
}

/** The committed migrations for this database that it has not recorded as applied. */
async function pendingMigrations(payload: Payload): Promise<string[]> {
  const committed = committedNames[payload.db.name === 'postgres' ? 'postgres' : 'sqlite']
  const applied = await payload.find({
    collection: 'payload-migrations',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { name: true },
  })
  const names = new Set(applied.docs.map((doc) => String((doc as { name?: unknown }).name)))
  return committed.filter((name) => !names.has(name))
}

/**
 * Checks the database through Payload, given a way to get Payload (getPayload may itself fail
 * when the database was down at start-up; it tries again on the next call).
 */
export async function checkDatabase(getPayload: () => Promise<Payload>, timeoutMs = HEALTH_TIMEOUT_MS): Promise<DatabaseHealth> {
  try {
    const pending = await withTimeout(
      getPayload().then((payload) => pendingMigrations(payload)),
      timeoutMs,
    )
    return { database: 'reachable', migrations: pending.length ? 'pending' : 'current' }
  } catch {
    return { database: 'unreachable', migrations: 'unknown' }
  }
}
