/**
 * Official receipt serials: 1001, 1002 … in the order gifts are approved, from a one-row counter
 * (receipt_counter) bumped in the same transaction that writes the number onto the donation.
 * No read-highest-then-retry: concurrent approvals queue on the counter row and each gets its
 * number on the first try. A rolled-back transaction leaves no gap, and a declined gift never
 * touches the counter. Assigning is idempotent: a donation that has a number keeps it.
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { RECEIPT_COUNTER_TABLE } from './receiptCounterTable'
import { FIRST_RECEIPT_NUMBER } from './receiptNumber'

type Row = Record<string, unknown>
type LibsqlClient = { batch: (stmts: { sql: string; args: unknown[] }[], mode: 'write') => Promise<{ rows: Row[] }[]> }
type PgDrizzle = { transaction: <T>(fn: (tx: { execute: (q: unknown) => Promise<{ rows: Row[] }> }) => Promise<T>) => Promise<T> }

/** The donation's receipt number: the one it has, or the next serial. Throws if there is no such donation. */
export async function assignReceiptNumber(payload: Payload, donationId: number): Promise<number> {
  const n = payload.db.name === 'postgres' ? await assignOnPostgres(payload, donationId) : await assignOnSqlite(payload, donationId)
  if (n === null) throw new Error(`No donation ${donationId} to number`)
  return n
}

const T = RECEIPT_COUNTER_TABLE
// Creates the counter row when a database lacks it (e.g. one built by schema push), continuing
// from the highest number already issued; a no-op read once the row exists.
const SEED_SQLITE = `INSERT INTO ${T} (id, value) SELECT 1, max(?, coalesce((SELECT max(receipt_number) FROM donations), 0)) WHERE NOT EXISTS (SELECT 1 FROM ${T} WHERE id = 1)`

async function assignOnSqlite(payload: Payload, id: number): Promise<number | null> {
  const client = (payload.db as unknown as { client: LibsqlClient }).client
  // One BEGIN IMMEDIATE … COMMIT on the adapter's connection: the write lock is taken up front,
  // so another process waits (busy_timeout) instead of failing on a stale read snapshot.
  const results = await client.batch(
    [
      { sql: SEED_SQLITE, args: [FIRST_RECEIPT_NUMBER - 1] },
      { sql: `UPDATE ${T} SET value = value + 1 WHERE id = 1 AND EXISTS (SELECT 1 FROM donations WHERE id = ? AND receipt_number IS NULL)`, args: [id] },
      {
        // The stored answer (if any) carries the number too, so a replayed post and the receipt
        // screens show it.
        sql: `UPDATE donations SET receipt_number = (SELECT value FROM ${T} WHERE id = 1),
                response = CASE WHEN response IS NULL THEN NULL ELSE json_set(response, '$.id', (SELECT value FROM ${T} WHERE id = 1)) END
              WHERE id = ? AND receipt_number IS NULL`,
        args: [id],
      },
      { sql: 'SELECT receipt_number FROM donations WHERE id = ?', args: [id] },
    ],
    'write',
  )
  return toNumber(results[3]?.rows[0]?.receipt_number)
}

async function assignOnPostgres(payload: Payload, id: number): Promise<number | null> {
  const drizzle = (payload.db as unknown as { drizzle: PgDrizzle }).drizzle
  return drizzle.transaction(async (tx) => {
    // Lock the donation first: two late assigners of one gift cannot both bump the counter.
    const current = await tx.execute(sql`SELECT receipt_number FROM donations WHERE id = ${id} FOR UPDATE`)
    if (!current.rows[0]) return null
    const existing = toNumber(current.rows[0].receipt_number)
    if (existing !== null) return existing
    let bumped = await tx.execute(sql.raw(`UPDATE ${T} SET value = value + 1 WHERE id = 1 RETURNING value`))
    if (!bumped.rows[0]) {
      await tx.execute(
        sql.raw(`INSERT INTO ${T} (id, value) SELECT 1, greatest(${FIRST_RECEIPT_NUMBER - 1}, coalesce(max(receipt_number), 0)) FROM donations ON CONFLICT (id) DO NOTHING`),
      )
      bumped = await tx.execute(sql.raw(`UPDATE ${T} SET value = value + 1 WHERE id = 1 RETURNING value`))
    }
    const n = toNumber(bumped.rows[0]?.value)!
    await tx.execute(
      sql`UPDATE donations SET receipt_number = ${n},
            response = CASE WHEN response IS NULL THEN NULL ELSE jsonb_set(response, '{id}', to_jsonb(${n}::int)) END
          WHERE id = ${id}`,
    )
    return n
  })
}

const toNumber = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

