/**
 * The one-row table that hands out receipt serials. It is not a Payload collection (nobody edits
 * it in the admin); it joins Payload's Drizzle schema through the adapters' beforeSchemaInit, so
 * schema push (dev) creates it and migrate:create keeps it in the snapshot chain.
 * `value` is the last serial handed out.
 */
import { integer as pgInteger, pgTable } from '@payloadcms/db-postgres/drizzle/pg-core'
import { integer, sqliteTable } from '@payloadcms/db-sqlite/drizzle/sqlite-core'

export const RECEIPT_COUNTER_TABLE = 'receipt_counter'

const sqliteReceiptCounter = sqliteTable(RECEIPT_COUNTER_TABLE, {
  id: integer('id').primaryKey(),
  value: integer('value').notNull(),
})

const postgresReceiptCounter = pgTable(RECEIPT_COUNTER_TABLE, {
  id: pgInteger('id').primaryKey(),
  value: pgInteger('value').notNull(),
})

type WithTables<T> = { tables: Record<string, T> }

/** beforeSchemaInit hooks: add the counter table to the schema Payload builds. */
export const addSqliteReceiptCounter = <S extends WithTables<unknown>>({ schema }: { schema: S }): S => ({
  ...schema,
  tables: { ...schema.tables, [RECEIPT_COUNTER_TABLE]: sqliteReceiptCounter },
})
export const addPostgresReceiptCounter = <S extends WithTables<unknown>>({ schema }: { schema: S }): S => ({
  ...schema,
  tables: { ...schema.tables, [RECEIPT_COUNTER_TABLE]: postgresReceiptCounter },
})
