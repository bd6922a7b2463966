/**
 * Copies a SQLite site's database into an empty PostgreSQL database that the committed
 * PostgreSQL migrations have already built (same tables and columns: both sets of migrations
 * come from the same Payload config). Every table is copied row by row with its ids, in one
 * transaction: the foreign keys are dropped first and put back at the end, where PostgreSQL
 * checks every copied reference. The id sequences then continue after the highest copied id.
 *
 * The migrations table is not copied (the target has its own, for its own migrations).
 */
import type { Client as LibsqlClient } from '@libsql/client'
import type pg from 'pg'

export type TableCopy = { table: string; rows: number }

const SKIP_TABLES = new Set(['payload_migrations'])
/** Tables a migration fills on an empty database (the receipt counter's one row): replaced by the copy. */
const FILLED_BY_MIGRATIONS = new Set(['receipt_counter'])
const BATCH = 200

type PgColumn = { table_name: string; column_name: string; data_type: string; udt_name: string }

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** A SQLite value as the PostgreSQL column of that type takes it. */
function convert(value: unknown, column: PgColumn): unknown {
  if (value === null || value === undefined) return null
  if (column.data_type === 'boolean') return value === 1 || value === 1n || value === true || value === '1' || value === 'true'
  if (column.data_type === 'json' || column.data_type === 'jsonb') return typeof value === 'string' ? value : JSON.stringify(value)
  if (typeof value === 'bigint') return value.toString()
  if (value instanceof ArrayBuffer) return Buffer.from(value)
  return value
}

/** Tables of the target that already hold rows (other than its own migrations). */
export async function nonEmptyTables(target: pg.ClientBase): Promise<string[]> {
  const tables = await target.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )
  const full: string[] = []
  for (const { name } of tables.rows) {
    if (SKIP_TABLES.has(name) || FILLED_BY_MIGRATIONS.has(name)) continue
    const { rows } = await target.query(`SELECT 1 FROM ${quote(name)} LIMIT 1`)
    if (rows.length) full.push(name)
  }
  return full
}

export async function copySqliteToPostgres(source: LibsqlClient, target: pg.ClientBase): Promise<TableCopy[]> {
  const sourceTables = (
    await source.execute(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'`)
  ).rows.map((r) => String(r.name))
  const columns = (
    await target.query<PgColumn>(
      `SELECT table_name, column_name, data_type, udt_name FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
    )
  ).rows
  const targetColumns = new Map<string, PgColumn[]>()
  for (const column of columns) targetColumns.set(column.table_name, [...(targetColumns.get(column.table_name) ?? []), column])

  // Nothing may be left behind: every table and column with data must have a place in the target.
  const problems: string[] = []
  /** Each copied table's SQLite columns, read once here for the check and the copy. */
  const sourceColumnsOf = new Map<string, Set<string>>()
  for (const table of sourceTables) {
    if (SKIP_TABLES.has(table)) continue
    const count = Number((await source.execute(`SELECT count(*) AS n FROM ${quote(table)}`)).rows[0]!.n)
    if (!targetColumns.has(table)) {
      if (count > 0) problems.push(`table ${table} (${count} rows) does not exist in PostgreSQL`)
      continue
    }
    const names = new Set(targetColumns.get(table)!.map((c) => c.column_name))
    const sourceColumns = (await source.execute(`PRAGMA table_info(${quote(table)})`)).rows.map((r) => String(r.name))
    sourceColumnsOf.set(table, new Set(sourceColumns))
    for (const column of sourceColumns) {
      if (names.has(column)) continue
      const used = Number((await source.execute(`SELECT count(*) AS n FROM ${quote(table)} WHERE ${quote(column)} IS NOT NULL`)).rows[0]!.n)
      if (used > 0) problems.push(`column ${table}.${column} does not exist in PostgreSQL`)
    }
  }
  if (problems.length) {
    throw new Error(`The two databases are not on the same schema; run the migrations on both first:\n- ${problems.join('\n- ')}`)
  }

  const copies: TableCopy[] = []
  await target.query('BEGIN')
  try {
    const foreignKeys = (
      await target.query<{ table: string; name: string; definition: string }>(
        `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
         FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
      )
    ).rows
    for (const fk of foreignKeys) await target.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${quote(fk.name)}`)
    // Rows kept by triggers (a fundraising page's total) are copied as they are: the triggers
    // would otherwise count each copied gift again.
    const triggered = (
      await target.query<{ table: string }>(
        `SELECT DISTINCT tgrelid::regclass::text AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
         WHERE NOT t.tgisinternal AND c.relnamespace = 'public'::regnamespace`,
      )
    ).rows
    for (const { table } of triggered) await target.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`)

    for (const table of sourceTables) {
      const sourceColumns = sourceColumnsOf.get(table)
      if (!sourceColumns) continue // skipped, or not in the target (and empty: checked above)
      const shared = targetColumns.get(table)!.filter((c) => sourceColumns.has(c.column_name))
      const list = shared.map((c) => quote(c.column_name)).join(', ')
      const { rows } = await source.execute(`SELECT ${list} FROM ${quote(table)}`)
      if (FILLED_BY_MIGRATIONS.has(table)) await target.query(`DELETE FROM ${quote(table)}`)
      for (let start = 0; start < rows.length; start += BATCH) {
        const batch = rows.slice(start, start + BATCH)
        const values: unknown[] = []
        const tuples = batch.map((row) => {
          const placeholders = shared.map((column) => {
            values.push(convert(row[column.column_name], column))
            return `$${values.length}`
          })
          return `(${placeholders.join(', ')})`
        })
        await target.query(`INSERT INTO ${quote(table)} (${list}) VALUES ${tuples.join(', ')}`, values)
      }
      copies.push({ table, rows: rows.length })
    }

    // New rows continue after the copied ids.
    const serials = (
      await target.query<{ table: string; column: string; sequence: string }>(
        `SELECT c.table_name AS table, c.column_name AS column, pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) AS sequence
         FROM information_schema.columns c WHERE c.table_schema = 'public' AND c.column_default LIKE 'nextval(%'`,
      )
    ).rows
    for (const { table, column, sequence } of serials) {
      if (!sequence) continue
      await target.query(
        `SELECT setval($1, coalesce((SELECT max(${quote(column)}) FROM ${quote(table)}), 0) + 1, false)`,
        [sequence],
      )
    }

    for (const fk of foreignKeys) await target.query(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${quote(fk.name)} ${fk.definition}`)
    for (const { table } of triggered) await target.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`)
    await target.query('COMMIT')
  } catch (error) {
    await target.query('ROLLBACK').catch(() => {})
    throw error
  }
  return copies
}
