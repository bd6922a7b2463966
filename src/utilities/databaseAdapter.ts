// First: before the SQLite driver loads (see the file).
import './reportWithoutNetwork'
import path from 'node:path'
import pg from 'pg'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { addPostgresReceiptCounter, addSqliteReceiptCounter } from '@/donations/receiptCounterTable'
import { addPostgresInstanceTables, addSqliteInstanceTables } from '@/instances/tables'
import { claimJobsOneAtATime } from '@/instances/exclusiveJobClaims'
import { isPostgresUrl } from '@/operations/databaseReachable'
import { PostgresClient } from './postgresClient'
import { defaultSqliteUrl } from './runtimeEnv'

const migrationsRoot = path.resolve(process.cwd(), 'src/migrations')

/**
 * SQLite in a file under data/ by default; Postgres when DATABASE_URL is a postgres:// URL.
 * Schema push is off unless PAYLOAD_DB_PUSH=true (only `npm run dev` sets it, on its own
 * database file): every other database changes through committed migrations.
 */
export function databaseAdapter(): DatabaseAdapterObj {
  const url = process.env.DATABASE_URL || defaultSqliteUrl()
  const push = process.env.PAYLOAD_DB_PUSH === 'true'
  if (isPostgresUrl(url)) {
    return withExclusiveJobClaims(
      postgresAdapter({
        pg: pgThatSurvivesDrops,
        // A server that does not answer fails a request after 5 s instead of holding it forever.
        pool: { connectionString: url, Client: PostgresClient as unknown as new () => pg.ClientBase },
        migrationDir: path.join(migrationsRoot, 'postgres'),
        push,
        beforeSchemaInit: [addPostgresReceiptCounter, addPostgresInstanceTables],
      }),
    )
  }
  return sqliteAdapter({
    client: { url },
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    push,
    beforeSchemaInit: [addSqliteReceiptCounter, addSqliteInstanceTables],
    // WAL: readers never wait for the writer and a commit appends instead of rewriting pages.
    // synchronous=NORMAL: no fsync per commit in WAL mode; a process crash loses nothing, only
    // power loss can drop the last commits. busy_timeout: another process holding the write
    // lock (a script, a second server) makes a write wait rather than fail with SQLITE_BUSY.
    ...(url.startsWith('file:') ? { wal: { synchronous: 'NORMAL' as const }, busyTimeout: 5000 } : {}),
  })
}

/**
 * When PostgreSQL goes away, the pool's idle connections fail and the pool emits 'error'; with
 * no listener Node ends the process. Listening keeps the site up: requests meanwhile fail (and
 * answer 503, see src/http/databaseUnavailable.ts) and the pool reconnects once the server is back.
 * The listener comes with the pool itself: a pg.Pool of our own, given to the adapter through its
 * `pg` option.
 */
class PoolThatSurvivesDrops extends pg.Pool {
  constructor(config?: pg.PoolConfig) {
    super(config)
    this.on('error', (error) => console.warn(`Lost a database connection: ${error.message}`))
  }
}
const pgThatSurvivesDrops = { ...pg, Pool: PoolThatSurvivesDrops } as typeof pg

/** Each job claimed by one instance only (src/instances/exclusiveJobClaims.ts). */
function withExclusiveJobClaims(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  const init = adapterObj.init
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = init(args)
      claimJobsOneAtATime(adapter)
      return adapter
    },
  }
}
