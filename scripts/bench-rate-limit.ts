/**
 * npm run bench:rate-limit [-- --n 2000 --c 20] [--postgres]
 *
 * What counting a hit costs, before and after the limits moved to the database: the same
 * RateLimiter with its hits in this process's memory (HitLog, as before the hits were shared) and in the
 * database (DatabaseHitLog) on SQLite (or, with --postgres, an embedded PostgreSQL server),
 * migrated from empty. N hits one after another (latency p50/p99) and N hits C at a time (hits per second),
 * every hit on its own key among 50, the limit never reached (the donation path's common case).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import type { Payload } from 'payload'
import { option } from './lib/option'
import { createDatabase, startPostgres } from '../tests/helpers/postgresServer'

const N = Number(option('n') ?? 2000)
const C = Number(option('c') ?? 20)

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!

async function measure(hit: (key: string) => Promise<unknown>) {
  for (let i = 0; i < 100; i++) await hit(`warm${i % 50}`)
  const times: number[] = []
  for (let i = 0; i < N; i++) {
    const started = performance.now()
    await hit(`seq${i % 50}`)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const started = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: C }, async () => {
      while (next < N) await hit(`par${next++ % 50}`)
    }),
  )
  const perSecond = N / ((performance.now() - started) / 1000)
  return { p50: percentile(times, 0.5).toFixed(2), p99: percentile(times, 0.99).toFixed(2), perSecond: perSecond.toFixed(0) }
}

async function startPayload(databaseUrl: string, dir: string): Promise<Payload> {
  Object.assign(process.env, { DATABASE_URL: databaseUrl, DATA_DIR: dir, MEDIA_DIR: path.join(dir, 'media'), PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex') })
  // Loaded only now: the config reads the environment once, when loaded.
  const { default: config } = await import('../src/payload.config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  await payload.db.migrate()
  return payload
}

async function main() {
  const { RateLimiter, HitLog } = await import('../src/http/rateLimit')
  const { DatabaseHitLog } = await import('../src/instances/databaseHitLog')
  const limit = () => ({ max: 1_000_000_000, windowMs: 10 * 60_000 })
  const rows: string[][] = []
  const memory = new RateLimiter(limit, new HitLog(), 'bench')
  rows.push(['memory (before)', ...Object.values(await measure((k) => memory.hit(k)))])

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-rate-limit-'))
  const postgres = process.argv.includes('--postgres')
  const server = postgres ? await startPostgres() : null
  try {
    const url = server ? await createDatabase(server.adminUrl, 'bench_rate_limit') : `file:${path.join(dir, 'site.db')}`
    const payload = await startPayload(url, dir)
    const limiter = new RateLimiter(limit, new DatabaseHitLog(async () => payload), 'bench')
    rows.push([`${postgres ? 'PostgreSQL' : 'SQLite'} (after)`, ...Object.values(await measure((k) => limiter.hit(k)))])
    await payload.destroy()
  } finally {
    await server?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const header = ['hits kept in', 'p50 ms', 'p99 ms', `hits/s (${C} at a time)`]
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  console.log(`\n${N} hits one after another, then ${N} hits ${C} at a time (${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)})\n`)
  for (const row of [header, ...rows]) console.log(row.map((c, i) => c.padEnd(widths[i]!)).join('  '))
  process.exit(0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
