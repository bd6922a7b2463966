/**
 * Starts Payload (Local API only, no HTTP server) on a fresh temporary SQLite database for
 * one integration test file; in the int-pg project (vitest.config.ts) on a fresh PostgreSQL
 * database instead, made on the project's server (tests/helpers/postgresGlobalSetup.ts). Each test file runs in its own fork (see vitest.config.ts), so
 * the environment set here belongs to that file alone.
 *
 *   let ctx: TestPayload
 *   beforeAll(async () => { ctx = await startTestPayload() })
 *   afterAll(async () => { await ctx?.stop() })
 *
 * The schema comes from the committed migrations in src/migrations/sqlite
 * (or src/migrations/postgres) (`payload.db.migrate()`), exactly as in production; nothing is pushed. The migrations are
 * handed to migrate() as modules loaded through Vitest, because Payload's own loader uses
 * Node's import(), which cannot read the .ts migration files inside a test worker.
 * The database starts as a copy of the project's migrated template (tests/helpers/migratedTemplate.ts),
 * so migrate() normally finds nothing left to do; with lastMigration or emptyDatabase it starts empty.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Migration, Payload } from 'payload'
import { inject } from 'vitest'
import { sqliteFiles, waitForTemplate } from './migratedTemplate'
import { createDatabase, dropDatabase } from './postgresServer'

export type TestPayload = {
  payload: Payload
  /** The temporary folder holding the database (SQLite) and media; removed by stop(). */
  dir: string
  /** Which database this run is on. */
  dialect: 'sqlite' | 'postgres'
  /** The database's URL (as DATABASE_URL). */
  databaseUrl: string
  stop: () => Promise<void>
}

type StartOptions = {
  /** Stop after this migration (by name) instead of running them all: for testing a later one. */
  lastMigration?: string
  /** A PostgreSQL server of the test's own (maintenance URL) instead of the project's. */
  postgresAdminUrl?: string
  /** Migrate an empty database in this file instead of copying the migrated template: for tests of the migrations themselves. */
  emptyDatabase?: boolean
  /** On SQLite, start from this copy of a database (`site.db` and `media/` in the folder) instead of the migrated template. */
  sqliteSnapshot?: string
}

/** The int-pg project's PostgreSQL server (maintenance URL), or undefined on SQLite. */
export const postgresAdminUrl = (): string | undefined =>
  process.env.TEST_DATABASE === 'postgres' ? inject('postgresAdminUrl') : undefined

/** The committed migrations of the database this test file runs on (or of PostgreSQL / SQLite as asked). */
export async function committedMigrations(postgres = Boolean(postgresAdminUrl())): Promise<Migration[]> {
  const { migrations } = postgres ? await import('@/migrations/postgres/index') : await import('@/migrations/sqlite/index')
  return migrations as unknown as Migration[]
}

export async function startTestPayload({ lastMigration, postgresAdminUrl: ownServer, emptyDatabase, sqliteSnapshot }: StartOptions = {}): Promise<TestPayload> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-int-'))
  fs.mkdirSync(path.join(dir, 'media'), { recursive: true })
  const adminUrl = ownServer ?? postgresAdminUrl()
  if (sqliteSnapshot && adminUrl) throw new Error('sqliteSnapshot is for SQLite only')
  if (sqliteSnapshot) {
    fs.copyFileSync(path.join(sqliteSnapshot, 'site.db'), path.join(dir, 'test.db'))
    fs.cpSync(path.join(sqliteSnapshot, 'media'), path.join(dir, 'media'), { recursive: true })
  }
  const fromTemplate = !lastMigration && !ownServer && !emptyDatabase && !sqliteSnapshot
  const template = fromTemplate ? (adminUrl ? inject('postgresTemplate') : inject('sqliteTemplate')) : undefined
  if (template) await waitForTemplate(template.readyFile)
  const databaseUrl = adminUrl
    ? await createDatabase(adminUrl, 'site_int', template && 'name' in template ? template.name : undefined)
    : `file:${path.join(dir, 'test.db')}`
  if (template && 'file' in template) {
    for (const file of sqliteFiles(template.file)) fs.copyFileSync(file, path.join(dir, `test.db${file.slice(template.file.length)}`))
  }
  process.env.DATA_DIR = dir
  process.env.DATABASE_URL = databaseUrl
  process.env.MEDIA_DIR = path.join(dir, 'media')
  process.env.PAYLOAD_SECRET = crypto.randomBytes(32).toString('hex')
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  delete process.env.SITE_ENV
  // The schema must come from the migrations alone (see above).
  delete process.env.PAYLOAD_DB_PUSH

  let payload: Payload | undefined
  try {
    // Imported only now: the config reads the environment when it is evaluated.
    const { default: config } = await import('@payload-config')
    const { getPayload } = await import('payload')
    const migrations = await committedMigrations(Boolean(adminUrl))
    payload = await getPayload({ config })
    const upTo = lastMigration ? migrations.findIndex((m) => m.name === lastMigration) : migrations.length - 1
    if (upTo < 0) throw new Error(`No migration named ${lastMigration}`)
    await payload.db.migrate({ migrations: migrations.slice(0, upTo + 1) })
  } catch (error) {
    await payload?.destroy().catch(() => {})
    fs.rmSync(dir, { recursive: true, force: true })
    if (adminUrl) await dropDatabase(adminUrl, databaseUrl).catch(() => {})
    throw error
  }

  const started = payload
  return {
    payload: started,
    dir,
    dialect: adminUrl ? 'postgres' : 'sqlite',
    databaseUrl,
    stop: async () => {
      try {
        await started.destroy()
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
        if (adminUrl) await dropDatabase(adminUrl, databaseUrl)
      }
    },
  }
}
