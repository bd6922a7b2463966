/**
 * The rate limiters' and card-testing counters' hits in the database (table rate_limit_hits),
 * so that every server process on one database counts every hit. Raw SQL on the adapter's own
 * connection: the donation path is benchmarked, and Payload's Local API would add a document
 * round (hooks, access, versions) per hit.
 *
 * "Count unless full" is one step: on SQLite a single INSERT … SELECT (SQLite runs one writer at
 * a time and a write always reads the latest data); on PostgreSQL a short transaction holding an
 * advisory lock on the key, so two instances cannot both take the last place.
 *
 * When the database cannot be reached, hits are counted in this process's memory instead (as
 * before there was a shared store) rather than letting every request through or failing it.
 */
import type { Payload } from 'payload'
import { HitLog, type HitStore, type RecentHits } from '@/http/rateLimit'
import { RATE_LIMIT_HITS_TABLE as T } from './tables'

type LibsqlClient = {
  execute: (stmt: { sql: string; args: unknown[] }) => Promise<{ rows: Record<string, unknown>[]; rowsAffected: number }>
}
type PgClient = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>
  release: () => void
}
type PgPool = { query: PgClient['query']; connect: () => Promise<PgClient> }

/** Old rows go at most this often (per process). */
const SWEEP_EVERY_MS = 60_000

const toRecent = (row: Record<string, unknown> | undefined): RecentHits => ({
  count: Number(row?.count ?? 0),
  oldest: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest),
})

export class DatabaseHitLog implements HitStore {
  private lastSweep = 0
  private readonly fallback = new HitLog()
  private warned = false

  constructor(private readonly getPayload: () => Promise<Payload>) {}

  async hitUnlessFull(key: string, max: number, windowMs: number, now: number) {
    return this.orInMemory(
      async (db) => {
        await this.sweep(db, now)
        const counted = await db.insertUnlessFull(key, now, now + windowMs, now - windowMs, max)
        return counted ? { counted, count: 0, oldest: null } : { counted, ...(await db.recent(key, now - windowMs)) }
      },
      () => this.fallback.hitUnlessFull(key, max, windowMs, now),
    )
  }

  async add(key: string, now: number, keepMs: number): Promise<void> {
    return this.orInMemory(
      async (db) => {
        await this.sweep(db, now)
        await db.insert(key, now, now + keepMs)
      },
      () => this.fallback.add(key, now, keepMs),
    )
  }

  async recent(key: string, windowMs: number, now: number): Promise<RecentHits> {
    return this.orInMemory(
      (db) => db.recent(key, now - windowMs),
      () => this.fallback.recent(key, windowMs, now),
    )
  }

  async clear(prefix: string): Promise<void> {
    await this.fallback.clear(prefix)
    const db = await this.dialect()
    await db.clear(prefix)
  }

  private async sweep(db: Dialect, now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return
    this.lastSweep = now
    await db.sweep(now)
  }

  private async orInMemory<R>(shared: (db: Dialect) => Promise<R>, local: () => Promise<R>): Promise<R> {
    let db: Dialect
    try {
      db = await this.dialect()
      const result = await shared(db)
      this.warned = false
      return result
    } catch (error) {
      if (!this.warned) {
        this.warned = true
        console.warn(`Rate limits: the database could not be reached (${(error as Error).message}); counting in this process until it is back.`)
      }
      return local()
    }
  }

  private async dialect(): Promise<Dialect> {
    const payload = await this.getPayload()
    return payload.db.name === 'postgres'
      ? postgres((payload.db as unknown as { pool: PgPool }).pool)
      : sqlite((payload.db as unknown as { client: LibsqlClient }).client)
  }
}

type Dialect = {
  insertUnlessFull: (key: string, at: number, expiresAt: number, since: number, max: number) => Promise<boolean>
  insert: (key: string, at: number, expiresAt: number) => Promise<void>
  recent: (key: string, since: number) => Promise<RecentHits>
  clear: (prefix: string) => Promise<void>
  sweep: (now: number) => Promise<void>
}

const RECENT = `SELECT count(*) AS count, min(at) AS oldest FROM ${T} WHERE key = $1 AND at > $2`
const CLEAR = `DELETE FROM ${T} WHERE substr(key, 1, length(CAST($1 AS text))) = CAST($1 AS text)`
const SWEEP = `DELETE FROM ${T} WHERE expires_at < $1`
const INSERT = `INSERT INTO ${T} (key, at, expires_at) VALUES ($1, $2, $3)`
const INSERT_UNLESS_FULL = `INSERT INTO ${T} (key, at, expires_at) SELECT CAST($1 AS text), CAST($2 AS bigint), CAST($3 AS bigint)
  WHERE (SELECT count(*) FROM ${T} WHERE key = CAST($1 AS text) AND at > CAST($4 AS bigint)) < CAST($5 AS bigint)`

/** SQLite numbers its parameters ?1, ?2 … where PostgreSQL writes $1, $2 …. */
const forSqlite = (text: string) => text.replace(/\$(\d+)/g, '?$1')

function sqlite(client: LibsqlClient): Dialect {
  const run = (text: string, args: unknown[]) => client.execute({ sql: forSqlite(text), args })
  return {
    insertUnlessFull: async (...args) => (await run(INSERT_UNLESS_FULL, args)).rowsAffected === 1,
    insert: async (...args) => void (await run(INSERT, args)),
    recent: async (...args) => toRecent((await run(RECENT, args)).rows[0]),
    clear: async (prefix) => void (await run(CLEAR, [prefix])),
    sweep: async (now) => void (await run(SWEEP, [now])),
  }
}

function postgres(pool: PgPool): Dialect {
  return {
    insertUnlessFull: async (key, at, expiresAt, since, max) => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        // Held until COMMIT: the next hit on this key (from any instance) counts after this one.
        await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${T}:${key}`])
        const inserted = await client.query(INSERT_UNLESS_FULL, [key, at, expiresAt, since, max])
        await client.query('COMMIT')
        return inserted.rowCount === 1
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    insert: async (...args) => void (await pool.query(INSERT, args)),
    recent: async (...args) => toRecent((await pool.query(RECENT, args)).rows[0]),
    clear: async (prefix) => void (await pool.query(CLEAR, [prefix])),
    sweep: async (now) => void (await pool.query(SWEEP, [now])),
  }
}
