/**
 * The migration that renames the "about-pages" global to "support-and-about" must keep a live
 * site's content: a database is brought to just before it, filled under the old table names,
 * migrated, and read back through Payload under the new slug. Afterwards Drizzle must find
 * nothing left to change between the database and the schema Payload now expects.
 * Databases: SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Migration, Payload } from 'payload'
import { sql, type SQLiteAdapter } from '@payloadcms/db-sqlite'
import { startTestPayload, type TestPayload } from '../helpers/payload'

const BEFORE_RENAME = '20261124_012712_features'

let ctx: TestPayload | undefined
let payload: Payload
let db: SQLiteAdapter['drizzle']

const namesLike = async (prefix: string): Promise<string[]> => {
  const rows = await db.all<{ name: string }>(sql`SELECT name FROM sqlite_master WHERE name LIKE ${`${prefix}%`} ORDER BY name`)
  return rows.map((row) => row.name)
}

let oldNames: string[] = []
let locksAfter: string[] = []

beforeAll(async () => {
  ctx = await startTestPayload({ lastMigration: BEFORE_RENAME })
  payload = ctx.payload
  db = (payload.db as unknown as SQLiteAdapter).drizzle

  // What an editor had saved before the rename, written straight into the old tables.
  await db.run(sql`INSERT INTO about_pages (id, newsletters_archive_url, grants_total_awarded, updated_at, created_at)
    VALUES (1, 'https://lists.example.org/archive', '$2.68M', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`)
  await db.run(sql`INSERT INTO about_pages_contact_blocks (_order, _parent_id, id, title, email)
    VALUES (1, 1, 'block-1', 'Support Services', 'support@example.org'), (2, 1, 'block-2', 'Events', NULL)`)
  await db.run(sql`INSERT INTO about_pages_butts_in_motion_locations (_order, _parent_id, id, location) VALUES (1, 1, 'loc-1', 'Winnipeg')`)
  await db.run(sql`INSERT INTO about_pages_butts_in_motion_locations_links (_order, _parent_id, id, title, url)
    VALUES (1, 'loc-1', 'link-1', 'Route map', 'https://example.org/map')`)
  await db.run(sql`INSERT INTO payload_locked_documents (global_slug) VALUES ('about-pages')`)
  oldNames = await namesLike('about_pages')

  const { migrations } = await import('@/migrations/sqlite/index')
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  // Read now: the first save through Payload clears a lock that names no user.
  locksAfter = (await db.all<{ global_slug: string }>(sql`SELECT global_slug FROM payload_locked_documents`)).map((l) => l.global_slug)
})

afterAll(async () => {
  await ctx?.stop()
})

describe('support and about pages rename migration (SQLite)', () => {
  it('keeps the saved texts, contact blocks and nested Butts in Motion links under the new slug', async () => {
    const global = await payload.findGlobal({ slug: 'support-and-about', depth: 0, overrideAccess: true })
    expect(global.newsletters?.archiveUrl).toBe('https://lists.example.org/archive')
    expect(global.grants?.totalAwarded).toBe('$2.68M')
    expect(global.contact?.blocks?.map((b) => [b.title, b.email ?? null])).toEqual([
      ['Support Services', 'support@example.org'],
      ['Events', null],
    ])
    expect(global.buttsInMotion?.locations?.[0]?.links?.[0]?.url).toBe('https://example.org/map')
  })

  it('saves through Payload afterwards (the renamed tables are the ones Payload writes)', async () => {
    await payload.updateGlobal({ slug: 'support-and-about', data: { team: { intro: 'Who we are' } }, overrideAccess: true })
    const global = await payload.findGlobal({ slug: 'support-and-about', depth: 0, overrideAccess: true })
    expect(global.team?.intro).toBe('Who we are')
    expect(global.contact?.blocks).toHaveLength(2)
  })

  it('renames every table and index, leaves none under the old name and moves an editor lock', async () => {
    expect(oldNames.length).toBeGreaterThan(20)
    expect(await namesLike('about_pages')).toEqual([])
    expect(await namesLike('support_and_about')).toEqual(oldNames.map((n) => n.replace(/^about_pages/, 'support_and_about')).sort())
    // Foreign keys of the sub-tables follow the rename (they are part of each table's SQL).
    const stale = await db.all(sql`SELECT name FROM sqlite_master WHERE sql LIKE '%about_pages%'`)
    expect(stale).toEqual([])
    expect(locksAfter).toEqual(['support-and-about'])
  })

  it('leaves nothing for Drizzle to change in these tables between the migrated database and the schema Payload expects', async () => {
    const adapter = payload.db as unknown as SQLiteAdapter
    // Payload's typing of drizzle-kit's push leaves out the statements it would run.
    const pushSchema = adapter.requireDrizzleKit().pushSchema as unknown as (
      schema: unknown,
      drizzle: unknown,
    ) => Promise<{ statementsToExecute: string[] }>
    const { statementsToExecute } = await pushSchema(adapter.schema, adapter.drizzle)
    // Drizzle's SQLite push also rebuilds some older block tables on every comparison (how it
    // reads back their foreign keys); only statements about this global's tables count here.
    expect(statementsToExecute.filter((statement) => /support_and_about/.test(statement))).toEqual([])
  })
})
