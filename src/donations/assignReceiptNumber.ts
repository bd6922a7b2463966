/**
 * Official receipt serials: 1001, 1002 … in the order gifts are approved, from a one-row counter
 * (receipt_counter) bumped in the same transaction that writes the number onto the donation.
 * No read-highest-then-retry: concurrent approvals queue on the counter row and each gets its
 * number on the first try. A rolled-back transaction leaves no gap, and a declined gift never
 * touches the counter. Assigning is idempotent: a gift that has a number keeps it. Cash and
 * cheques Finance records with a receipt asked for (offline_gifts) take their numbers from the
 * same counter, so one series covers every official receipt.
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { RECEIPT_COUNTER_TABLE } from './receiptCounterTable'
import { FIRST_RECEIPT_NUMBER } from './receiptNumber'

type Row = Record<string, unknown>
type LibsqlClient = { batch: (stmts: { sql: string; args: unknown[] }[], mode: 'write') => Promise<{ rows: Row[] }[]> }
type PgDrizzle = { transaction: <T>(fn: (tx: { execute: (q: unknown) => Promise<{ rows: Row[] }> }) => Promise<T>) => Promise<T> }

/**
 * What numbering a gift of one kind writes: its table, which of its rows may be numbered, and
 * what else the number goes into (SQLite reads the new number as a sub-select, PostgreSQL as $n).
 */
type NumberedTable = { table: 'donations' | 'offline_gifts'; eligible: string; alsoSqlite: string; alsoPostgres: (n: number) => ReturnType<typeof sql> }

const DONATIONS: NumberedTable = {
  table: 'donations',
  eligible: 'TRUE',
  // The stored answer (if any) carries the number too, so a replayed post and the receipt screens show it.
  alsoSqlite: `, response = CASE WHEN response IS NULL THEN NULL ELSE json_set(response, '$.id', (SELECT value FROM ${RECEIPT_COUNTER_TABLE} WHERE id = 1)) END`,
  alsoPostgres: (n) => sql`, response = CASE WHEN response IS NULL THEN NULL ELSE jsonb_set(response, '{id}', to_jsonb(${n}::int)) END`,
}

const OFFLINE_GIFTS: NumberedTable = {
  table: 'offline_gifts',
  // Only a gift a receipt was asked for, and not one voided before its number was given.
  eligible: 'issue_receipt AND NOT coalesce(voided, FALSE)',
  alsoSqlite: `, receipt_issued_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  alsoPostgres: () => sql`, receipt_issued_at = now()`,
}

/** The donation's receipt number: the one it has, or the next serial. Throws if there is no such donation. */
export async function assignReceiptNumber(payload: Payload, donationId: number): Promise<number> {
  const n = await assign(payload, DONATIONS, donationId)
  if (n === null) throw new Error(`No donation ${donationId} to number`)
  return n
}

/** A recorded cash or cheque gift's receipt number: the one it has, or the next serial; null when it asks for no receipt (or is voided unnumbered). */
export const assignOfflineReceiptNumber = (payload: Payload, giftId: number): Promise<number | null> => assign(payload, OFFLINE_GIFTS, giftId)

const assign = (payload: Payload, target: NumberedTable, id: number) => (payload.db.name === 'postgres' ? assignOnPostgres(payload, target, id) : assignOnSqlite(payload, target, id))

const T = RECEIPT_COUNTER_TABLE
// Creates the counter row when a database lacks it (e.g. one built by schema push), continuing
// from the highest number already issued; a no-op read once the row exists.
const HIGHEST_ISSUED = `coalesce((SELECT max(receipt_number) FROM donations), 0), coalesce((SELECT max(receipt_number) FROM offline_gifts), 0)`
const SEED_SQLITE = `INSERT INTO ${T} (id, value) SELECT 1, max(?, ${HIGHEST_ISSUED}) WHERE NOT EXISTS (SELECT 1 FROM ${T} WHERE id = 1)`

async function assignOnSqlite(payload: Payload, { table, eligible, alsoSqlite }: NumberedTable, id: number): Promise<number | null> {
  const client = (payload.db as unknown as { client: LibsqlClient }).client
  // One BEGIN IMMEDIATE … COMMIT on the adapter's connection: the write lock is taken up front,
  // so another process waits (busy_timeout) instead of failing on a stale read snapshot.
  const results = await client.batch(
    [
      { sql: SEED_SQLITE, args: [FIRST_RECEIPT_NUMBER - 1] },
      { sql: `UPDATE ${T} SET value = value + 1 WHERE id = 1 AND EXISTS (SELECT 1 FROM ${table} WHERE id = ? AND receipt_number IS NULL AND ${eligible})`, args: [id] },
      { sql: `UPDATE ${table} SET receipt_number = (SELECT value FROM ${T} WHERE id = 1)${alsoSqlite} WHERE id = ? AND receipt_number IS NULL AND ${eligible}`, args: [id] },
      { sql: `SELECT receipt_number FROM ${table} WHERE id = ?`, args: [id] },
    ],
    'write',
  )
  return toNumber(results[3]?.rows[0]?.receipt_number)
}

async function assignOnPostgres(payload: Payload, { table, eligible, alsoPostgres }: NumberedTable, id: number): Promise<number | null> {
  const drizzle = (payload.db as unknown as { drizzle: PgDrizzle }).drizzle
  return drizzle.transaction(async (tx) => {
    // Lock the gift first: two late assigners of one gift cannot both bump the counter.
    const current = await tx.execute(sql`SELECT receipt_number, ${sql.raw(eligible)} AS eligible FROM ${sql.raw(table)} WHERE id = ${id} FOR UPDATE`)
    if (!current.rows[0]) return null
    const existing = toNumber(current.rows[0].receipt_number)
    if (existing !== null || !current.rows[0].eligible) return existing
    let bumped = await tx.execute(sql.raw(`UPDATE ${T} SET value = value + 1 WHERE id = 1 RETURNING value`))
    if (!bumped.rows[0]) {
      await tx.execute(sql.raw(`INSERT INTO ${T} (id, value) SELECT 1, greatest(${FIRST_RECEIPT_NUMBER - 1}, ${HIGHEST_ISSUED}) ON CONFLICT (id) DO NOTHING`))
      bumped = await tx.execute(sql.raw(`UPDATE ${T} SET value = value + 1 WHERE id = 1 RETURNING value`))
    }
    const n = toNumber(bumped.rows[0]?.value)!
    await tx.execute(sql`UPDATE ${sql.raw(table)} SET receipt_number = ${n}${alsoPostgres(n)} WHERE id = ${id}`)
    return n
  })
}

const toNumber = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

