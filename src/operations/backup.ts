/**
 * Backups of a SQLite site while it runs: the database through SQLite's `VACUUM INTO` (one
 * consistent copy, taken inside a read transaction, so the site keeps serving and writing; WAL
 * content is included) and the uploads folder beside it. A backup is a folder:
 *   site.db  media/  backup.json (when, what, how many files)
 * Restoring puts both into a data folder that holds no database yet.
 * PostgreSQL sites use pg_dump / pg_restore instead (README, "Running in production").
 */
import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'

export type BackupManifest = { createdAt: string; database: 'site.db'; mediaFiles: number }

const MANIFEST = 'backup.json'

const filesIn = (folder: string): number =>
  fs.existsSync(folder) ? (fs.readdirSync(folder, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(folder, f)).isFile()).length : 0

function sqliteFileOf(databaseUrl: string): string {
  if (!databaseUrl.startsWith('file:')) throw new Error('Only a SQLite database (DATABASE_URL=file:…) is backed up this way; for PostgreSQL use pg_dump.')
  return path.resolve(databaseUrl.slice('file:'.length))
}

/** A consistent copy of a live SQLite database file (the site may be writing to it meanwhile). */
export async function snapshotSqlite(dbFile: string, to: string): Promise<void> {
  const client = createClient({ url: `file:${dbFile}` })
  try {
    // Waits for a writer holding the lock instead of failing at once.
    await client.execute('PRAGMA busy_timeout = 5000')
    await client.execute({ sql: 'VACUUM INTO ?', args: [to] })
  } finally {
    client.close()
  }
}

/** Writes a backup of the live database and uploads into `into` (which must not exist yet). */
export async function backupSite({ databaseUrl, mediaDir, into }: { databaseUrl: string; mediaDir: string; into: string }): Promise<BackupManifest> {
  const dbFile = sqliteFileOf(databaseUrl)
  if (!fs.existsSync(dbFile)) throw new Error(`No database at ${dbFile}`)
  if (fs.existsSync(into)) throw new Error(`${into} already exists; give a new folder for the backup.`)
  fs.mkdirSync(into, { recursive: true })
  await snapshotSqlite(dbFile, path.join(into, 'site.db'))
  if (fs.existsSync(mediaDir)) fs.cpSync(mediaDir, path.join(into, 'media'), { recursive: true })
  else fs.mkdirSync(path.join(into, 'media'))
  const manifest: BackupManifest = { createdAt: new Date().toISOString(), database: 'site.db', mediaFiles: filesIn(path.join(into, 'media')) }
  fs.writeFileSync(path.join(into, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

/** Puts a backup's database and uploads in place; refuses to overwrite an existing database. */
export async function restoreSite({ from, databaseUrl, mediaDir }: { from: string; databaseUrl: string; mediaDir: string }): Promise<BackupManifest> {
  const manifestFile = path.join(from, MANIFEST)
  if (!fs.existsSync(manifestFile)) throw new Error(`${from} is not a backup folder (no ${MANIFEST}).`)
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest
  const dbFile = sqliteFileOf(databaseUrl)
  if (fs.existsSync(dbFile)) throw new Error(`A database already exists at ${dbFile}; move it away first (restore never overwrites one).`)
  fs.mkdirSync(path.dirname(dbFile), { recursive: true })
  fs.copyFileSync(path.join(from, manifest.database), dbFile)
  fs.cpSync(path.join(from, 'media'), mediaDir, { recursive: true })
  const copied = filesIn(mediaDir)
  if (copied < manifest.mediaFiles) throw new Error(`Only ${copied} of the backup's ${manifest.mediaFiles} upload files are in ${mediaDir}.`)
  return manifest
}
