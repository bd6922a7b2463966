/**
 * Raw SQL on a test's database, whichever it is (SQLite or PostgreSQL): for tests that set up
 * what Payload itself cannot write (rows from an older schema, a rewound counter). Write the
 * statement in SQL both databases accept.
 */
import type { Payload } from 'payload'
import type { sql } from '@payloadcms/db-sqlite'

type SQL = ReturnType<typeof sql>

type SqliteDrizzle = { all: <T>(query: SQL) => Promise<T[]> }
type PgDrizzle = { execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }> }

/** Runs one statement and returns the rows it gives back (none for most writes). */
export async function runSql<T = Record<string, unknown>>(payload: Payload, query: SQL): Promise<T[]> {
  const drizzle = (payload.db as unknown as { drizzle: unknown }).drizzle
  if (payload.db.name === 'postgres') return (await (drizzle as PgDrizzle).execute(query)).rows as T[]
  return (drizzle as SqliteDrizzle).all<T>(query)
}
