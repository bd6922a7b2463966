/**
 * The migrated template every integration test file starts from. Applying the committed
 * migrations takes seconds per database, so each project migrates one database once, in its
 * global setup, and startTestPayload copies it: a file copy on SQLite, CREATE DATABASE …
 * TEMPLATE on PostgreSQL. The copy is still handed to migrate(), which finds nothing left to do
 * unless a migration is missing. A file that stops at an earlier migration migrates from empty.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The files of an SQLite database: the file itself and its write-ahead log when one is left. */
export const sqliteFiles = (file: string) => [file, `${file}-wal`].filter((f) => fs.existsSync(f))

/** Applies every committed migration to the database at databaseUrl, in a process of its own (Payload's own loader, as in production). */
export function migrateDatabase(databaseUrl: string, dataDir: string, log: (message: string) => void = () => {}): void {
  const started = Date.now()
  const result = spawnSync(process.execPath, ['--conditions=production', '--import', 'tsx', 'tests/helpers/migrateDatabase.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      MEDIA_DIR: path.join(dataDir, 'media'),
      NEXT_TELEMETRY_DISABLED: '1',
      PAYLOAD_DB_PUSH: '',
      SITE_ENV: '',
    },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 300_000,
    killSignal: 'SIGKILL',
  })
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.trim().split('\n').slice(-40).join('\n')
    throw new Error(`Migrating the test template failed (exit ${result.status ?? result.signal}${result.error ? `, ${result.error.message}` : ''}):\n${output}`)
  }
  log(`migrated template ready in ${((Date.now() - started) / 1000).toFixed(1)}s`)
}
