/**
 * One copy of the site for all browser tests: a temporary data folder, migrated and seeded by
 * scripts/prepare.ts, a production build in .next-test (never the .next that `npm start`
 * serves) and `next start` on a free port of 127.0.0.1. Tests read the address and the demo
 * admin's credentials with `inject('baseURL')`, `inject('demoAdmin')`.
 *
 * E2E_REUSE_BUILD=1 skips the build when .next-test exists (for iterating on tests only; the
 * build may then be older than the sources).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { parsePrepareResult, PREPARE_NODE_ARGS, type PrepareResult } from '../../scripts/prepareProtocol'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    demoAdmin: { email: string; password: string } | null
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const DIST_DIR = '.next-test'
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const log = (message: string) => process.stderr.write(`[e2e setup] ${message}\n`)

/** Files `next build` rewrites for its distDir; they are put back so a test build leaves the tree as it was. */
const FILES_NEXT_BUILD_REWRITES = ['next-env.d.ts', 'tsconfig.json']

function freePort(): Promise<number> {
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

function appEnv(dir: string, port: number): NodeJS.ProcessEnv {
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
    NEXT_DIST_DIR: DIST_DIR,
    PORT: String(port),
  }
}

function runStep(label: string, command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): string {
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

/** Migrates and seeds the empty test database. */
function prepareDatabase(env: NodeJS.ProcessEnv): PrepareResult {
  const stdout = runStep('Migrate and seed (scripts/prepare.ts)', process.execPath, PREPARE_NODE_ARGS, env, 180_000)
  const result = parsePrepareResult(stdout)
  if (!result) throw new Error(`scripts/prepare.ts printed no result line. Its output ended with:\n${stdout.slice(-2000)}`)
  return result
}

async function waitForServer(url: string, server: ChildProcess, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`next start exited (${server.exitCode ?? server.signalCode}) before answering:\n${output()}`)
    }
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) })
      await res.arrayBuffer()
      return
    } catch {
      await new Promise((r) => setTimeout(r, 300))
    }
  }
  throw new Error(`next start did not answer at ${url} within ${timeoutMs / 1000}s:\n${output()}`)
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

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'))
  fs.mkdirSync(path.join(dir, 'media'), { recursive: true })
  const port = await freePort()
  const env = appEnv(dir, port)
  let server: ChildProcess | undefined
  let stopping = false
  let diedEarly: string | undefined

  const teardown = async () => {
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
    fs.rmSync(dir, { recursive: true, force: true })
    if (diedEarly) throw new Error(diedEarly)
  }

  try {
    const prepared = prepareDatabase(env)
    if (!prepared.seeded) throw new Error('scripts/prepare.ts did not seed the new, empty test database.')

    const reuse = process.env.E2E_REUSE_BUILD === '1' && fs.existsSync(path.join(root, DIST_DIR, 'BUILD_ID'))
    if (reuse) {
      log(`E2E_REUSE_BUILD=1: using the existing ${DIST_DIR} build`)
    } else {
      const saved = new Map(
        FILES_NEXT_BUILD_REWRITES.filter((f) => fs.existsSync(path.join(root, f))).map((f) => [
          f,
          fs.readFileSync(path.join(root, f), 'utf8'),
        ]),
      )
      try {
        runStep(`Build (next build --turbopack into ${DIST_DIR})`, bin('next'), ['build', '--turbopack'], env, 600_000)
      } finally {
        for (const [file, content] of saved) {
          const abs = path.join(root, file)
          if (!fs.existsSync(abs) || fs.readFileSync(abs, 'utf8') !== content) fs.writeFileSync(abs, content)
        }
      }
    }

    let output = ''
    // The server's output is kept in .next-test/e2e-server.log (after the run too) for diagnosis.
    const logFile = path.join(root, DIST_DIR, 'e2e-server.log')
    const logStream = fs.createWriteStream(logFile, { flags: 'w' })
    server = spawn(bin('next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: root,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000)
      logStream.write(chunk)
      if (process.env.E2E_SERVER_LOG === '1') process.stderr.write(chunk)
    }
    server.stdout?.on('data', keep)
    server.stderr?.on('data', keep)
    server.once('exit', (code, signal) => {
      if (!stopping) {
        diedEarly = `next start exited during the tests (${signal ?? `exit code ${code}`}); see ${path.relative(root, logFile)}`
        log(diedEarly)
      }
      logStream.end()
    })

    const baseURL = `http://127.0.0.1:${port}`
    const started = Date.now()
    await waitForServer(`${baseURL}/`, server, () => output)
    log(`Server answering at ${baseURL} after ${((Date.now() - started) / 1000).toFixed(1)}s`)

    project.provide('baseURL', baseURL)
    project.provide('demoAdmin', prepared.demoAdmin ?? null)
  } catch (error) {
    await teardown().catch(() => {})
    throw error
  }

  return teardown
}
