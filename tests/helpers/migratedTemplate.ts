/**
 * The migrated template every integration test file starts from. Applying the committed
 * migrations takes seconds per database, so each project migrates one database once, from its
 * global setup, and startTestPayload copies it: a file copy on SQLite, CREATE DATABASE …
 * TEMPLATE on PostgreSQL. The copy is still handed to migrate(), which finds nothing left to do
 * unless a migration is missing. A file that stops at an earlier migration migrates from empty.
 *
 * The migration runs in the background while the other projects' global setups (the browser
 * tests' build) go on; a marker file says when it is ready, or why it failed, and the first
 * test file waits for it.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const READY = 'ready'

/** The files of an SQLite database: the file itself and its write-ahead log when one is left. */
export const sqliteFiles = (file: string) => [file, `${file}-wal`].filter((f) => fs.existsSync(f))

/**
 * Starts applying every committed migration to the database at databaseUrl, in a process of its
 * own (Payload's own loader, as in production). When it ends, `readyFile` (in dataDir) says
 * "ready" or why it failed; `done` settles the same way.
 */
export function startMigratingTemplate(databaseUrl: string, dataDir: string, log: (message: string) => void = () => {}) {
  const readyFile = path.join(dataDir, 'template-ready')
  const started = Date.now()
  const child = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', 'tests/helpers/migrateDatabase.ts'], {
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
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const timer = setTimeout(() => child.kill('SIGKILL'), 600_000)
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (error) => (output += `\n${error.message}`))
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      const outcome =
        code === 0
          ? READY
          : `Migrating the test template (${databaseUrl.replace(/\/\/[^@]*@/, '//')}) failed after ${seconds}s (exit ${code ?? signal}):\n` +
            output.trim().split('\n').slice(-40).join('\n')
      // Written whole, then renamed: a test file never reads half of it.
      fs.writeFileSync(`${readyFile}.tmp`, outcome)
      fs.renameSync(`${readyFile}.tmp`, readyFile)
      if (outcome === READY) {
        log(`migrated template ready in ${seconds}s`)
        resolve()
      } else reject(new Error(outcome))
    })
  })
  // Reported by the test files that wait for it; never unhandled.
  done.catch(() => {})
  /** For the teardown: ends the migration if it is still running, and waits for it. */
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await done.catch(() => {})
  }
  return { readyFile, stop }
}

/** Waits until the template of startMigratingTemplate is ready; throws its failure, or after timeoutMs. */
export async function waitForTemplate(readyFile: string, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (fs.existsSync(readyFile)) {
      const outcome = fs.readFileSync(readyFile, 'utf8')
      if (outcome === READY) return
      throw new Error(outcome)
    }
    if (Date.now() > deadline) throw new Error(`The migrated test template was not ready after ${timeoutMs / 1000}s (no ${readyFile})`)
    await new Promise((r) => setTimeout(r, 200))
  }
}
