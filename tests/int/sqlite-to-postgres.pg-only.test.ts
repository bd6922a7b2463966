/**
 * Moving a site from SQLite to PostgreSQL (`npm run migrate:sqlite-to-postgres`): a demo site
 * migrated and seeded on SQLite (scripts/prepare.ts, as `npm start` makes it) is copied into a
 * fresh PostgreSQL database. Every table has the same number of rows and the same rows (values
 * compared after each database's typing: booleans, JSON, dates, numbers), the uploads are
 * copied byte for byte, new ids continue after the copied ones, and a second run refuses to
 * copy into a database that already holds data.
 * Databases: PostgreSQL.
 */
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient, type Client as LibsqlClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PREPARE_NODE_ARGS } from '../../scripts/prepareProtocol'
import { postgresAdminUrl } from '../helpers/payload'
import { createDatabase, dropDatabase } from '../helpers/postgresServer'

const root = path.resolve(import.meta.dirname, '../..')
let dir: string
let sqliteUrl: string
let postgresUrl: string
let source: LibsqlClient
let target: pg.Client
let firstRun: ReturnType<typeof spawnSync>

const run = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, args, {
    cwd: root,
    encoding: 'utf8',
    timeout: 300_000,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production', PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'), ...env },
  })
const migrateArgs = () => [
  '--conditions=production',
  '--import',
  'tsx',
  'scripts/migrate-sqlite-to-postgres.ts',
  '--from',
  sqliteUrl,
  '--to',
  postgresUrl,
  '--media-from',
  path.join(dir, 'media'),
  '--media-to',
  path.join(dir, 'media-pg'),
]

type Column = { column_name: string; data_type: string }

/** A value as plain JSON, the same from either database for the same stored value. */
function normalise(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null
  if (type === 'boolean') return value === true || value === 1 || value === '1'
  // PostgreSQL's jsonb keeps keys in its own order; the same document is the same content.
  if (type === 'json' || type === 'jsonb') return sortKeys(typeof value === 'string' ? JSON.parse(value) : value)
  if (type.startsWith('timestamp')) return new Date(value as string | Date).toISOString()
  if (type === 'numeric' || type === 'integer' || type === 'bigint' || type === 'double precision') return Number(value)
  return String(value)
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]))
  }
  return value
}

async function tablesOfSource(): Promise<string[]> {
  const { rows } = await source.execute(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' AND name <> 'payload_migrations' ORDER BY name`,
  )
  return rows.map((r) => String(r.name))
}

/** Every row of a table from both databases, normalised and sorted, for comparing. */
async function rowsOf(table: string): Promise<{ sqlite: string[]; postgres: string[] }> {
  const columns = (
    await target.query<Column>(`SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1`, [table])
  ).rows
  const list = columns.map((c) => `"${c.column_name}"`).join(', ')
  const shape = (row: Record<string, unknown>) => JSON.stringify(columns.map((c) => normalise(row[c.column_name], c.data_type)))
  const fromSqlite = (await source.execute(`SELECT ${list} FROM "${table}"`)).rows.map((r) => shape(r as Record<string, unknown>)).sort()
  const fromPostgres = (await target.query(`SELECT ${list} FROM "${table}"`)).rows.map(shape).sort()
  return { sqlite: fromSqlite, postgres: fromPostgres }
}

const filesUnder = (folder: string): string[] =>
  fs.existsSync(folder) ? (fs.readdirSync(folder, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(folder, f)).isFile()).sort() : []

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-move-'))
  sqliteUrl = `file:${path.join(dir, 'site.db')}`
  const prepared = run(PREPARE_NODE_ARGS, { DATABASE_URL: sqliteUrl, DATA_DIR: dir, MEDIA_DIR: path.join(dir, 'media') })
  if (prepared.status !== 0) throw new Error(`Seeding the SQLite site failed:\n${prepared.stderr}`)
  postgresUrl = await createDatabase(postgresAdminUrl()!, 'site_move')
  firstRun = run(migrateArgs(), { DATA_DIR: dir, MEDIA_DIR: path.join(dir, 'media-pg') })
  source = createClient({ url: sqliteUrl })
  target = new pg.Client({ connectionString: postgresUrl })
  await target.connect()
}, 600_000)

afterAll(async () => {
  source?.close()
  await target?.end()
  if (postgresUrl) await dropDatabase(postgresAdminUrl()!, postgresUrl)
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('npm run migrate:sqlite-to-postgres (PostgreSQL only)', () => {
  it('succeeds and reports what it copied', () => {
    expect(firstRun.stderr, String(firstRun.stdout)).not.toMatch(/failed|lacks|already holds/)
    expect(firstRun.status).toBe(0)
    expect(firstRun.stdout).toMatch(/^pages: \d+ rows$/m)
    expect(firstRun.stdout).toMatch(/Copied \d+ rows in \d+ tables\./)
  })

  it('copies every table with the same number of rows', async () => {
    const tables = await tablesOfSource()
    expect(tables.length).toBeGreaterThan(50)
    const differing: string[] = []
    let total = 0
    for (const table of tables) {
      const a = Number((await source.execute(`SELECT count(*) AS n FROM "${table}"`)).rows[0]!.n)
      const b = Number((await target.query(`SELECT count(*) AS n FROM "${table}"`)).rows[0].n)
      total += a
      if (a !== b) differing.push(`${table}: ${a} in SQLite, ${b} in PostgreSQL`)
    }
    expect(differing).toEqual([])
    expect(total).toBeGreaterThan(200)
  })

  it('copies the documents themselves: pages, their blocks, media, users, the menu and the home page are equal', async () => {
    for (const table of ['pages', 'pages_blocks_rich_text', 'media', 'users', 'navigation_sections', 'home_page']) {
      const { sqlite, postgres } = await rowsOf(table)
      expect(sqlite.length, table).toBeGreaterThan(0)
      expect(postgres, table).toEqual(sqlite)
    }
  })

  it('copies every row of every table unchanged', async () => {
    const differing: string[] = []
    for (const table of await tablesOfSource()) {
      const { sqlite, postgres } = await rowsOf(table)
      if (JSON.stringify(sqlite) !== JSON.stringify(postgres)) differing.push(table)
    }
    expect(differing).toEqual([])
  })

  it('copies the uploads byte for byte', () => {
    const files = filesUnder(path.join(dir, 'media'))
    expect(files.length).toBeGreaterThan(3)
    expect(filesUnder(path.join(dir, 'media-pg'))).toEqual(files)
    for (const file of files.slice(0, 10)) {
      expect(fs.readFileSync(path.join(dir, 'media-pg', file)).equals(fs.readFileSync(path.join(dir, 'media', file)))).toBe(true)
    }
  })

  it('lets new documents continue after the copied ids', async () => {
    const { rows } = await target.query(`SELECT max(id) AS max, nextval(pg_get_serial_sequence('pages', 'id')) AS next FROM pages`)
    expect(Number(rows[0].next)).toBeGreaterThan(Number(rows[0].max))
  })

  it('refuses to copy into a database that already holds data, and changes nothing', async () => {
    const before = Number((await target.query('SELECT count(*) AS n FROM pages')).rows[0].n)
    const again = run(migrateArgs(), { DATA_DIR: dir, MEDIA_DIR: path.join(dir, 'media-pg') })
    expect(again.status).toBe(1)
    expect(again.stderr).toMatch(/already holds data/)
    expect(Number((await target.query('SELECT count(*) AS n FROM pages')).rows[0].n)).toBe(before)
  })
})
