/**
 * `npm run backup [-- --to backups/2026-11-24]`: an online backup of a SQLite site (database
 * and uploads, src/operations/backup.ts) from DATABASE_URL / MEDIA_DIR (default data/).
 * `npm run restore -- --from backups/2026-11-24`: puts a backup in place for DATABASE_URL /
 * MEDIA_DIR, which must not hold a database yet.
 * PostgreSQL: use pg_dump / pg_restore (README, "Running in production").
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { backupSite, restoreSite } from '../src/operations/backup'
import { isPostgresUrl } from '../src/operations/databaseReachable'
import { defaultSqliteUrl, mediaDir } from '../src/utilities/runtimeEnv'

const { values, positionals } = parseArgs({ options: { to: { type: 'string' }, from: { type: 'string' } }, allowPositionals: true })
const command = positionals[0]
const databaseUrl = process.env.DATABASE_URL || defaultSqliteUrl()

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

if (isPostgresUrl(databaseUrl)) {
  fail('DATABASE_URL is PostgreSQL: back it up with pg_dump and restore with pg_restore (see README, "Running in production"); copy the uploads folder alongside.')
}

async function main() {
  if (command === 'backup') {
    const into = path.resolve(values.to ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')))
    const manifest = await backupSite({ databaseUrl, mediaDir: mediaDir(), into })
    console.log(`Backup written to ${into} (database and ${manifest.mediaFiles} upload files).`)
  } else if (command === 'restore') {
    if (!values.from) fail('Say which backup to restore: npm run restore -- --from backups/<folder>')
    const manifest = await restoreSite({ from: path.resolve(values.from), databaseUrl, mediaDir: mediaDir() })
    console.log(`Restored the backup of ${manifest.createdAt} (database and ${manifest.mediaFiles} upload files).`)
  } else {
    fail('Usage: scripts/backup.ts backup [--to <folder>] | restore --from <folder>')
  }
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)))
