/**
 * `npm start`: one command from a fresh clone to a running site.
 * 1. decides production from what the operator set (NODE_ENV), before Next.js forces it;
 * 2. creates data/, applies migrations, seeds demo content into an empty database;
 * 3. builds when there is no build for the current sources;
 * 4. serves on PORT (default 3000) with `next start` and prints where to go and how to sign in.
 */
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { loopbackOrigins, startTestCardFrame } from '../src/donations/cardFrame/testCardFrame'
import { MIN_SECRET_LENGTH } from '../src/utilities/runtimeEnv'
import { parsePrepareResult, PREPARE_NODE_ARGS } from './prepareProtocol'

const root = path.resolve(import.meta.dirname, '..')
const production = process.env.NODE_ENV === 'production' || process.env.SITE_ENV === 'production'
const port = process.env.PORT || '3000'
const distDir = process.env.NEXT_DIST_DIR || '.next'
const nextBin = path.join(root, 'node_modules', '.bin', 'next')

// Every child runs as Next.js's production build does; whether this is a production *site*
// (no demo admin, secret required) travels separately in SITE_ENV.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  SITE_ENV: production ? 'production' : process.env.SITE_ENV || 'demo',
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: port,
  // Next.js's documented switch for a graceful stop of one's own: SIGTERM waits for running jobs
  // (src/http/gracefulStop.ts) instead of exiting as soon as the HTTP server has closed.
  NEXT_MANUAL_SIG_HANDLE: 'true',
}

function fail(message: string): never {
  console.error(`\n${message}\n`)
  process.exit(1)
}

if (production && (!process.env.PAYLOAD_SECRET || process.env.PAYLOAD_SECRET.length < MIN_SECRET_LENGTH)) {
  fail(
    `NODE_ENV=production needs PAYLOAD_SECRET set to at least ${MIN_SECRET_LENGTH} random characters.\n` +
      'Generate one with:  export PAYLOAD_SECRET=$(openssl rand -hex 32)',
  )
}

/** A hash of everything that goes into a build, so a second start reuses an up-to-date one. */
function sourceHash(): string {
  const hash = crypto.createHash('sha256')
  const inputs = ['src', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json']
  const walk = (rel: string) => {
    const abs = path.join(root, rel)
    if (!fs.existsSync(abs)) return
    if (fs.statSync(abs).isDirectory()) {
      for (const name of fs.readdirSync(abs).sort()) walk(path.join(rel, name))
    } else {
      hash.update(rel).update('\0').update(fs.readFileSync(abs)).update('\0')
    }
  }
  inputs.forEach(walk)
  hash.update(production ? 'production' : 'demo')
  return hash.digest('hex')
}

function run(command: string, args: string[], label: string) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' })
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '')
    fail(`${label} failed (exit code ${result.status}).`)
  }
  return result.stdout ?? ''
}

console.log(`Preparing the database (${production ? 'production' : 'demo'} mode)…`)
const summary = parsePrepareResult(run(process.execPath, PREPARE_NODE_ARGS, 'Preparing the database'))
if (summary?.seeded) console.log('Demo content added to the empty database.')

const hashFile = path.join(root, distDir, 'SOURCE_HASH')
const hash = sourceHash()
const built = fs.existsSync(hashFile) && fs.readFileSync(hashFile, 'utf8') === hash
if (built) {
  console.log('The build is up to date.')
} else {
  console.log('Building the site (about two minutes the first time)…')
  const build = spawnSync(nextBin, ['build', '--turbopack'], { cwd: root, env, stdio: 'inherit' })
  if (build.status !== 0) fail('The build failed; see the messages above.')
  fs.writeFileSync(hashFile, hash)
}

// A demo takes cards through the test gateway's own card frame, served here on another port
// (CARD_FRAME_PORT, default PORT + 1), so the site's pages never hold a card input, as in production.
if (!production && env.PAYMENT_GATEWAY !== 'moneris') {
  const siteOrigins = [...loopbackOrigins(port), ...(env.SITE_URL ? [new URL(env.SITE_URL).origin] : [])]
  const { frame, env: frameEnv } = await startTestCardFrame({ sourceOrigins: siteOrigins, port: Number(env.CARD_FRAME_PORT) || Number(port) + 1 })
  Object.assign(env, frameEnv)
  console.log(`Test card frame: ${frame.origin}`)
}

// Next.js's own server, as `next start` runs it.
const server = spawn(nextBin, ['start', '-p', port], { cwd: root, env, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

const siteUrl = `http://localhost:${port}`
async function announceWhenReady() {
  for (let i = 0; i < 120; i++) {
    try {
      await fetch(siteUrl, { redirect: 'manual' })
      break
    } catch {
      await new Promise((r) => setTimeout(r, 500))
    }
  }
  const lines = [
    '',
    `  Site:   ${siteUrl}`,
    `  Admin:  ${siteUrl}/admin`,
    `  ${summary?.signIn ?? 'Sign in with your admin account.'}`,
    '',
  ]
  console.log(lines.join('\n'))
}
void announceWhenReady()
