/**
 * One read-only SQL statement on the site's database, SQLite or PostgreSQL alike, for the sums
 * and rankings that Payload's find cannot express (it would read every row). Write statements in
 * SQL both databases accept; values go in through the `sql` template, never by concatenation.
 */
import type { Payload } from 'payload'
import type { sql } from '@payloadcms/db-sqlite'

export type SQL = ReturnType<typeof sql>

type SqliteDrizzle = { all: <T>(query: SQL) => Promise<T[]> }
type PgDrizzle = { execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }> }

export async function queryRows<T = Record<string, unknown>>(payload: Payload, query: SQL): Promise<T[]> {
  const drizzle = (payload.db as unknown as { drizzle: unknown }).drizzle
  if (payload.db.name === 'postgres') return (await (drizzle as PgDrizzle).execute(query)).rows as T[]
  return (drizzle as SqliteDrizzle).all<T>(query)
}

/** Numbers come back as strings from PostgreSQL's numeric and bigint. */
export const toInt = (value: unknown): number => (value === null || value === undefined ? 0 : Math.round(Number(value)))
