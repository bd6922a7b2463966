/**
 * `npm run migrate:sqlite-to-postgres -- --from file:./data/site.db --to postgres://user:pass@host:5432/site [--media-from data/media --media-to /srv/site/media]`
 *
 * Moves a SQLite site to PostgreSQL: brings the (empty) PostgreSQL database up to the committed
 * migrations, copies every table (all collections, globals, versions, jobs, users and their
 * sessions) with the same ids (src/operations/copySqliteToPostgres.ts), and copies the uploads
 * folder when the new site keeps its uploads somewhere else. Stop the site (or at least editing)
 * while it runs; the SQLite file is only read.
 *
 * Prints one line per table (rows copied) and exits non-zero, having changed nothing in
 * PostgreSQL, when the target already holds data or the schemas differ.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createClient } from '@libsql/client'
import pg from 'pg'
import { copySqliteToPostgres, nonEmptyTables } from '../src/operations/copySqliteToPostgres'
import { isPostgresUrl, unreachableDatabaseMessage } from '../src/operations/databaseReachable'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    'media-from': { type: 'string' },
    'media-to': { type: 'string' },
  },
})
const from = values.from
const to = values.to ?? process.env.DATABASE_URL
if (!from?.startsWith('file:')) fail('Give the SQLite database to copy: --from file:./data/site.db')
if (!to || !isPostgresUrl(to)) fail('Give the PostgreSQL database to fill: --to postgres://user:password@host:5432/database')
if (!fs.existsSync(from.slice('file:'.length))) fail(`No SQLite database at ${from.slice('file:'.length)}`)

async function main() {
  const unreachable = await unreachableDatabaseMessage(to!)
  if (unreachable) fail(unreachable)

  // 1. The PostgreSQL schema, from the committed migrations (Payload reads DATABASE_URL when the config loads).
  process.env.DATABASE_URL = to
  process.env.PAYLOAD_MIGRATING = 'true'
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config, disableOnInit: true })
  await payload.db.migrate()
  await payload.destroy()

  // 2. The SQLite site must be on its latest migrations too, so both hold the same tables.
  const source = createClient({ url: from! })
  const { migrations: sqliteMigrations } = await import('../src/migrations/sqlite/index')
  const applied = new Set((await source.execute('SELECT name FROM payload_migrations')).rows.map((r) => String(r.name)))
  const missing = sqliteMigrations.filter((m) => !applied.has(m.name)).map((m) => m.name)
  if (missing.length) fail(`The SQLite database lacks migrations (${missing.join(', ')}). Run \`DATABASE_URL=${from} npm run migrate\` first.`)

  const target = new pg.Client({ connectionString: to })
  await target.connect()
  try {
    const full = await nonEmptyTables(target)
    if (full.length) fail(`The PostgreSQL database already holds data (${full.slice(0, 5).join(', ')}${full.length > 5 ? ', …' : ''}); give an empty one.`)
    const copies = await copySqliteToPostgres(source, target)
    for (const { table, rows } of copies) if (rows) console.log(`${table}: ${rows} rows`)
    console.log(`Copied ${copies.reduce((n, c) => n + c.rows, 0)} rows in ${copies.length} tables.`)
  } finally {
    await target.end()
    source.close()
  }

  // 3. Uploads live on disk, not in the database.
  const mediaFrom = values['media-from']
  const mediaTo = values['media-to']
  if (mediaFrom && mediaTo && path.resolve(mediaFrom) !== path.resolve(mediaTo)) {
    fs.cpSync(mediaFrom, mediaTo, { recursive: true, errorOnExist: false, force: false })
    console.log(`Copied the uploads from ${mediaFrom} to ${mediaTo}.`)
  } else {
    console.log('Uploads: the new site uses the same uploads folder (give --media-from and --media-to to copy it).')
  }
  process.exit(0)
}

main().catch((error) => fail(`Moving to PostgreSQL failed (the copy was rolled back; the SQLite file is untouched): ${error instanceof Error ? error.message : String(error)}`))
