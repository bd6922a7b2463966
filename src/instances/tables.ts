/**
 * Two tables through which several server processes on one database agree (see the README,
 * "Running in production"). Like the receipt counter they are not Payload collections (nobody
 * edits them in the admin); they join Payload's Drizzle schema through beforeSchemaInit, so
 * migrations create them on both databases.
 *
 * rate_limit_hits      one row per counted hit of a rate limit or card-testing counter
 *                      (src/instances/databaseHitLog.ts); `expires_at` says when it may go.
 * cache_invalidations  one row per set of Next.js cache tags revalidated by an instance
 *                      (cache-handler.mjs), replayed by the others.
 * Times are milliseconds since 1970, as the rate limiter counts them.
 */
import { bigint, bigserial, index as pgIndex, pgTable, text as pgText } from '@payloadcms/db-postgres/drizzle/pg-core'
import { index, integer, sqliteTable, text } from '@payloadcms/db-sqlite/drizzle/sqlite-core'

export const RATE_LIMIT_HITS_TABLE = 'rate_limit_hits'
export const CACHE_INVALIDATIONS_TABLE = 'cache_invalidations'

const sqliteHits = sqliteTable(
  RATE_LIMIT_HITS_TABLE,
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    key: text('key').notNull(),
    at: integer('at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('rate_limit_hits_key_at_idx').on(t.key, t.at), index('rate_limit_hits_expires_at_idx').on(t.expiresAt)],
)

const postgresHits = pgTable(
  RATE_LIMIT_HITS_TABLE,
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: pgText('key').notNull(),
    at: bigint('at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [pgIndex('rate_limit_hits_key_at_idx').on(t.key, t.at), pgIndex('rate_limit_hits_expires_at_idx').on(t.expiresAt)],
)

const sqliteInvalidations = sqliteTable(CACHE_INVALIDATIONS_TABLE, {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** The process that revalidated (it has already cleared its own cache). */
  origin: text('origin').notNull(),
  /** The tags, as a JSON array. */
  tags: text('tags').notNull(),
  at: integer('at').notNull(),
})

const postgresInvalidations = pgTable(CACHE_INVALIDATIONS_TABLE, {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  origin: pgText('origin').notNull(),
  tags: pgText('tags').notNull(),
  at: bigint('at', { mode: 'number' }).notNull(),
})

type WithTables<T> = { tables: Record<string, T> }

/** beforeSchemaInit hooks: add both tables to the schema Payload builds. */
export const addSqliteInstanceTables = <S extends WithTables<unknown>>({ schema }: { schema: S }): S => ({
  ...schema,
  tables: { ...schema.tables, [RATE_LIMIT_HITS_TABLE]: sqliteHits, [CACHE_INVALIDATIONS_TABLE]: sqliteInvalidations },
})
export const addPostgresInstanceTables = <S extends WithTables<unknown>>({ schema }: { schema: S }): S => ({
  ...schema,
  tables: { ...schema.tables, [RATE_LIMIT_HITS_TABLE]: postgresHits, [CACHE_INVALIDATIONS_TABLE]: postgresInvalidations },
})
