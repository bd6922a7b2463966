// First: before the SQLite driver loads (see the file).
import './reportWithoutNetwork'
import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { addPostgresReceiptCounter, addSqliteReceiptCounter } from '@/donations/receiptCounterTable'
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
  if (/^postgres(ql)?:\/\//.test(url)) {
    return postgresAdapter({
      pool: { connectionString: url },
      migrationDir: path.join(migrationsRoot, 'postgres'),
      push,
      beforeSchemaInit: [addPostgresReceiptCounter],
    })
  }
  return sqliteAdapter({
    client: { url },
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    push,
    beforeSchemaInit: [addSqliteReceiptCounter],
    // WAL: readers never wait for the writer and a commit appends instead of rewriting pages.
    // synchronous=NORMAL: no fsync per commit in WAL mode; a process crash loses nothing, only
    // power loss can drop the last commits. busy_timeout: another process holding the write
    // lock (a script, a second server) makes a write wait rather than fail with SQLITE_BUSY.
    ...(url.startsWith('file:') ? { wal: { synchronous: 'NORMAL' as const }, busyTimeout: 5000 } : {}),
  })
}
