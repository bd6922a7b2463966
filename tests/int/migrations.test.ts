/**
 * The committed migrations build the whole schema on an empty database (SQLite in the int
 * project, PostgreSQL in int-pg) and are idempotent: running migrate again applies nothing and
 * changes no table, column or index. (migrations-match-schema.pg-only.test.ts: on PostgreSQL the
 * migrated database is also exactly the schema Payload expects.)
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-sqlite'
import { committedMigrations, startTestPayload, type TestPayload } from '../helpers/payload'
import { runSql } from '../helpers/rawSql'

let ctx: TestPayload | undefined
let payload: Payload

/** Every table, column and index of the database, as text, to compare before and after. */
async function schemaListing(): Promise<string[]> {
  if (ctx!.dialect === 'postgres') {
    const columns = await runSql<{ line: string }>(
      payload,
      sql`SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') AS line
          FROM information_schema.columns WHERE table_schema = 'public'`,
    )
    const indexes = await runSql<{ line: string }>(payload, sql`SELECT indexdef AS line FROM pg_indexes WHERE schemaname = 'public'`)
    return [...columns, ...indexes].map((r) => r.line).sort()
  }
  const rows = await runSql<{ line: string }>(payload, sql`SELECT type || ' ' || name || ' ' || coalesce(sql, '') AS line FROM sqlite_master`)
  return rows.map((r) => r.line).sort()
}

const applied = async () =>
  (await runSql<{ name: string; batch: number }>(payload, sql`SELECT name, batch FROM payload_migrations ORDER BY name`)).map((r) => ({
    name: r.name,
    batch: Number(r.batch),
  }))

beforeAll(async () => {
  // From empty: the template every other file copies was made by these same migrations.
  ctx = await startTestPayload({ emptyDatabase: true })
  payload = ctx.payload
})

afterAll(async () => {
  await ctx?.stop()
})

describe('migrations', () => {
  it('apply every committed migration to an empty database', async () => {
    const names = (await committedMigrations()).map((m) => m.name)
    expect(names.length).toBeGreaterThan(3)
    expect((await applied()).map((m) => m.name)).toEqual([...names].sort())
    // The schema is usable: Payload writes and reads through it.
    const page = await payload.create({ collection: 'pages', data: { title: 'Migrated', slug: 'migrated' } as never, overrideAccess: true })
    expect((await payload.findByID({ collection: 'pages', id: page.id, overrideAccess: true })).title).toBe('Migrated')
  })

  it('running migrate again applies nothing and changes no table, column or index', async () => {
    const before = await schemaListing()
    const migrationsBefore = await applied()
    expect(before.length).toBeGreaterThan(100)
    await payload.db.migrate({ migrations: await committedMigrations() })
    expect(await applied()).toEqual(migrationsBefore)
    expect(await schemaListing()).toEqual(before)
  })
})
