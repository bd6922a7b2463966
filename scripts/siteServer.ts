/**
 * A production copy of the site on a free port of 127.0.0.1, on a temporary data folder
 * (migrated and seeded by scripts/prepare.ts): used by the browser tests' setup and by the
 * measuring scripts (bench:pages, bench:forms, audit:lighthouse), so they all measure and test
 * the same thing. The build goes to its own folder (default .next-test), never the .next that
 * `npm start` serves.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loopbackOrigins, startTestCardFrame } from '../src/donations/cardFrame/testCardFrame'
import { parsePrepareResult, PREPARE_NODE_ARGS, type PrepareResult } from './prepareProtocol'
import { readWithin } from './lib/readWithin'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

/** Files `next build` rewrites for its distDir; they are put back so a build leaves the tree as it was. */
const FILES_NEXT_BUILD_REWRITES = ['next-env.d.ts', 'tsconfig.json']

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

const VITE_ENV_KEYS = new Set(['TEST', 'DEV', 'PROD', 'SSR', 'MODE', 'BASE_URL'])

function appEnv(dir: string, port: number, distDir: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = {}
  for (const [key, value] of Object.entries(process.env)) {
    // Vitest marks its own process (VITEST*, NODE_ENV=test) and copies Vite's import.meta.env
    // into process.env (TEST, DEV, PROD, SSR, MODE, BASE_URL); the app must see none of it.
    if (/^(VITEST|__VITEST)/.test(key) || VITE_ENV_KEYS.has(key)) continue
    env[key] = value
  }
  delete env.SITE_ENV
  delete env.PAYLOAD_DB_PUSH
  delete env.SITE_URL
  return {
    ...env,
    NODE_ENV: 'production',
    DATA_DIR: dir,
    DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDir,
    PORT: String(port),
    // As `npm start`: stopping waits for running jobs (src/http/gracefulStop.ts).
    NEXT_MANUAL_SIG_HANDLE: 'true',
    ...extra,
  }
}

function runStep(log: (m: string) => void, label: string, command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): string {
  const started = Date.now()
  const result = spawnSync(command, args, {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.trim().split('\n').slice(-60).join('\n')
    const why = result.error ? ` (${result.error.message})` : result.signal ? ` (killed by ${result.signal})` : ''
    throw new Error(`${label} failed after ${seconds}s with exit code ${result.status}${why}:\n${output}`)
  }
  log(`${label}: done in ${seconds}s`)
  return result.stdout ?? ''
}

async function waitForServer(url: string, server: ChildProcess, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`the site's server exited (${server.exitCode ?? server.signalCode}) before answering:\n${output()}`)
    }
    try {
      await readWithin(url, 10_000, { redirect: 'manual' })
      return
    } catch {
      await new Promise((r) => setTimeout(r, 300))
    }
  }
  throw new Error(`the site's server did not answer at ${url} within ${timeoutMs / 1000}s:\n${output()}`)
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (!child.pid) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    try {
      child.kill(signal)
    } catch {
      // already gone
    }
  }
}

export type SiteOptions = {
  /** Build folder (default .next-test). */
  distDir?: string
  /**
   * Serve a copy of the build in this folder (e.g. the browser tests' .next-test) from distDir,
   * so a second site (another database) shares no page cache with the first. Implies no build.
   */
  copyBuildFrom?: string
  /** Reuse an existing build in distDir instead of building (it may be older than the sources). */
  reuseBuild?: boolean
  /**
   * Serve this existing data folder (site.db and media/, e.g. a restored backup) instead of a
   * new, seeded one. It is removed by stop() like a new one.
   */
  dataDir?: string
  /** Extra environment for prepare, build and server. */
  env?: Record<string, string>
  log?: (message: string) => void
  /** The server log's file name in distDir (default site-server.log). */
  logName?: string
  /**
   * Start from a snapshot of another running copy's data (its database, taken with VACUUM INTO,
   * and its media) instead of migrating and seeding anew: the browser tests' own crash test.
   */
  copyDataFrom?: { dataDir: string; demoAdmin: RunningSite['demoAdmin'] }
  /**
   * Serve the very data of another running copy (its data folder, and the database in `env`),
   * without migrating or seeding: one more instance of the same site (scripts/instances.ts).
   * stop() leaves that data in place. Pass the same PAYLOAD_SECRET in `env` to share sessions.
   */
  joinData?: { dataDir: string; demoAdmin: RunningSite['demoAdmin'] }
}

export type RunningSite = {
  baseURL: string
  /** The test gateway's card frame (its page's address), or null with Moneris. */
  cardFrameUrl: string | null
  /** The key the frame seals its tokens with (the sweep forges an expired one with it). */
  cardFrameKey: string | null
  /** The data folder (DATA_DIR): site.db and media/; a temporary one is removed by stop(). */
  dataDir: string
  /** The site's server process (`next start`; e.g. to send it SIGTERM in a test of graceful shutdown). */
  process: ChildProcess
  demoAdmin: NonNullable<PrepareResult['demoAdmin']> | null
  /** Set when the server exited while it should have been running. */
  diedEarly: () => string | undefined
  /** Kills the server with SIGKILL (a crash) and waits until it is gone. */
  crash: () => Promise<void>
  /** Starts the server again on the same data folder and port, after crash(). */
  restart: () => Promise<void>
  stop: () => Promise<void>
}

export async function startSite(options: SiteOptions = {}): Promise<RunningSite> {
  const distDir = options.distDir ?? '.next-test'
  const log = options.log ?? ((message: string) => process.stderr.write(`[site] ${message}\n`))
  const dir = options.joinData?.dataDir ?? options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'site-run-'))
  fs.mkdirSync(path.join(dir, 'media'), { recursive: true })
  const port = await freePort()
  const extraEnv = options.env ?? {}
  // The test gateway's card frame on a port of its own, as `npm start` serves it (unless Moneris is configured).
  const cardFrame = extraEnv.PAYMENT_GATEWAY === 'moneris' ? null : await startTestCardFrame({ sourceOrigins: loopbackOrigins(port) })
  const env = appEnv(dir, port, distDir, { ...cardFrame?.env, ...extraEnv })
  let server: ChildProcess | undefined
  let stopping = false
  let diedEarly: string | undefined

  const stop = async () => {
    stopping = true
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server!.once('exit', r))
      killGroup(server, 'SIGTERM')
      const timer = setTimeout(() => killGroup(server!, 'SIGKILL'), 5_000)
      await Promise.race([exited, new Promise((r) => setTimeout(r, 8_000))])
      clearTimeout(timer)
    }
    // Anything the server started in its process group goes too.
    if (server) killGroup(server, 'SIGKILL')
    await cardFrame?.frame.stop()
    if (!options.joinData) fs.rmSync(dir, { recursive: true, force: true })
  }

  try {
    let prepared: Pick<PrepareResult, 'demoAdmin'>
    if (options.joinData) {
      prepared = { demoAdmin: options.joinData.demoAdmin ?? undefined }
    } else if (options.copyDataFrom) {
      // Loaded only here: most runs start from a new database and need no SQLite client in this process.
      const { snapshotSqlite } = await import('../src/operations/backup')
      await snapshotSqlite(path.join(options.copyDataFrom.dataDir, 'site.db'), path.join(dir, 'site.db'))
      // Rate-limit and card-testing counts stay with the site they were counted on: the copy
      // starts with none, as a new server did when they lived in its memory.
      const { createClient } = await import('@libsql/client')
      const copy = createClient({ url: `file:${path.join(dir, 'site.db')}` })
      await copy.execute('DELETE FROM rate_limit_hits').finally(() => copy.close())
      fs.cpSync(path.join(options.copyDataFrom.dataDir, 'media'), path.join(dir, 'media'), { recursive: true })
      prepared = { demoAdmin: options.copyDataFrom.demoAdmin ?? undefined }
      log(`Data copied from ${options.copyDataFrom.dataDir}`)
    } else {
      // E2E_PREPARE_TIMEOUT_MS: a busy shared machine may need longer than the default 5 minutes.
      const stdout = runStep(log, 'Migrate and seed (scripts/prepare.ts)', process.execPath, PREPARE_NODE_ARGS, env, Number(process.env.E2E_PREPARE_TIMEOUT_MS) || 300_000)
      const result = parsePrepareResult(stdout)
      if (!result) throw new Error(`scripts/prepare.ts printed no result line. Its output ended with:\n${stdout.slice(-2000)}`)
      if (!options.dataDir && !result.seeded) throw new Error('scripts/prepare.ts did not seed the new, empty database.')
      prepared = result
    }

    // Data cached by a server of an earlier run (another database) must not leak into this one.
    // A copy of a running site's data is the same content: its server's cache stays as it is.
    if (!options.copyDataFrom && !options.joinData) fs.rmSync(path.join(root, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
    if (options.copyBuildFrom) {
      const from = path.join(root, options.copyBuildFrom)
      if (!fs.existsSync(path.join(from, 'BUILD_ID'))) throw new Error(`No build in ${options.copyBuildFrom} to copy`)
      fs.rmSync(path.join(root, distDir), { recursive: true, force: true })
      fs.cpSync(from, path.join(root, distDir), {
        recursive: true,
        filter: (src) => !['cache', 'site-server.log'].includes(path.relative(from, src)),
      })
      log(`Serving a copy of the ${options.copyBuildFrom} build from ${distDir}`)
    } else if (options.reuseBuild && fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
      log(`Using the existing ${distDir} build`)
    } else {
      const saved = new Map(
        FILES_NEXT_BUILD_REWRITES.filter((f) => fs.existsSync(path.join(root, f))).map((f) => [
          f,
          fs.readFileSync(path.join(root, f), 'utf8'),
        ]),
      )
      try {
        // E2E_BUILD_TIMEOUT_MS: a busy shared machine may need longer than the default 30 minutes.
        runStep(log, `Build (next build --turbopack into ${distDir})`, bin('next'), ['build', '--turbopack'], env, Number(process.env.E2E_BUILD_TIMEOUT_MS) || 1_800_000)
      } finally {
        for (const [file, content] of saved) {
          const abs = path.join(root, file)
          if (!fs.existsSync(abs) || fs.readFileSync(abs, 'utf8') !== content) fs.writeFileSync(abs, content)
        }
      }
    }

    const baseURL = `http://127.0.0.1:${port}`
    // The server's output is kept in <distDir>/site-server.log (after the run too) for diagnosis.
    const logFile = path.join(root, distDir, options.logName ?? 'site-server.log')
    const launch = async (flags: 'w' | 'a') => {
      let output = ''
      const logStream = fs.createWriteStream(logFile, { flags })
      // `next start` as `npm start` runs it. No -H: Next.js then names its own origin "localhost",
      // as its proxy names a loopback address, so a rewrite stays inside the server.
      const child = spawn(bin('next'), ['start', '-p', String(port)], {
        cwd: root,
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      server = child
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-20_000)
        logStream.write(chunk)
        if (process.env.E2E_SERVER_LOG === '1') process.stderr.write(chunk)
      }
      child.stdout?.on('data', keep)
      child.stderr?.on('data', keep)
      child.once('exit', (code, signal) => {
        if (!stopping && !crashing) {
          diedEarly = `the site's server exited early (${signal ?? `exit code ${code}`}); see ${path.relative(root, logFile)}`
          log(diedEarly)
        }
        logStream.end()
      })
      const started = Date.now()
      await waitForServer(`${baseURL}/`, child, () => output)
      log(`Server answering at ${baseURL} after ${((Date.now() - started) / 1000).toFixed(1)}s`)
    }
    let crashing = false
    // For the crash test (scripts/chaosWrites.ts): SIGKILL, no chance to finish anything, then a
    // new server on the same data folder and port.
    const crash = async () => {
      if (!server || server.exitCode !== null || server.signalCode !== null) return
      crashing = true
      const exited = new Promise((r) => server!.once('exit', r))
      killGroup(server, 'SIGKILL')
      await exited
    }
    const restart = async () => {
      await launch('a')
      crashing = false
    }

    await launch('w')
    return {
      baseURL,
      cardFrameUrl: cardFrame?.frame.url ?? null,
      cardFrameKey: cardFrame?.env.TEST_CARD_FRAME_KEY ?? null,
      demoAdmin: prepared.demoAdmin ?? null,
      dataDir: dir,
      // restart() replaces the process, so this reads the current one.
      get process() {
        return server!
      },
      diedEarly: () => diedEarly,
      crash,
      restart,
      stop,
    }
  } catch (error) {
    await stop().catch(() => {})
    throw error
  }
}
