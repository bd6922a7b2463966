import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
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
    })
  }
  return sqliteAdapter({
    client: { url },
    migrationDir: path.join(migrationsRoot, 'sqlite'),
    push,
  })
}
