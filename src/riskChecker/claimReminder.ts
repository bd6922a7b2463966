/**
 * Takes one confirmed reminder for sending, in one conditional UPDATE: of two job runs at once,
 * exactly one sees the row change from 'confirmed' to 'sending'. A reminder is claimed before
 * its e-mail goes out, so a crash after sending can never send it again (at most once).
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'

type Row = Record<string, unknown>
type LibsqlClient = { execute: (stmt: { sql: string; args: unknown[] }) => Promise<{ rows: Row[] }> }
type PgDrizzle = { execute: (q: unknown) => Promise<{ rows: Row[] }> }

type Move = { from: 'confirmed' | 'sending'; to: 'confirmed' | 'sending' }

async function move(payload: Payload, id: number | string, { from, to }: Move, now: Date): Promise<boolean> {
  const at = now.toISOString()
  if (payload.db.name === 'postgres') {
    const drizzle = (payload.db as unknown as { drizzle: PgDrizzle }).drizzle
    const result = await drizzle.execute(
      sql`UPDATE risk_reminders SET status = ${to}, updated_at = ${at} WHERE id = ${Number(id)} AND status = ${from} RETURNING id`,
    )
    return result.rows.length === 1
  }
  const client = (payload.db as unknown as { client: LibsqlClient }).client
  const result = await client.execute({
    sql: 'UPDATE risk_reminders SET status = ?, updated_at = ? WHERE id = ? AND status = ? RETURNING id',
    args: [to, at, Number(id), from],
  })
  return result.rows.length === 1
}

/** True when this caller now owns the reminder's sending. */
export const claimReminder = (payload: Payload, id: number | string, now = new Date()) => move(payload, id, { from: 'confirmed', to: 'sending' }, now)

/** Gives a claim back after the mail server refused the message outright (it was not sent). */
export const releaseReminder = (payload: Payload, id: number | string, now = new Date()) => move(payload, id, { from: 'sending', to: 'confirmed' }, now)
