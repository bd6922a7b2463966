/**
 * npm run bench:donate -- [--url http://localhost:3000] [--n 200] [--c 20] [--warmup 20]
 *
 * Sends N donations, C at a time, to a running server that uses the test gateway, each with
 * its own Idempotency-Key, and posts every tenth one twice (a double click). Then reports p50 /
 * p95 / max latency, and checks through the admin REST API that every donation was recorded
 * exactly once (one record per key, none missing) with distinct receipt numbers. First, untimed,
 * `--warmup` donations (from another e-mail address, so not checked) load the route's code and
 * warm the JIT: the figures are those of a server that has been answering, as in production.
 * Each post goes over a connection of its own, as each donor's browser sends it (scripts/lib/postAsNewVisitor.ts).
 *
 * Each gift carries a card token from the test gateway's card frame (`--frame-url`, default the
 * one `npm start` serves on the next port), asked before its post and not timed: the site takes
 * no card numbers.
 *
 * Start the server with the rate limit off for the run: RATE_LIMIT_DONATIONS_MAX=0 npm start.
 * Admin credentials: BENCH_ADMIN_EMAIL / BENCH_ADMIN_PASSWORD (default: the demo admin).
 */
import crypto from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { tokenFields } from '../tests/helpers/cardFrame'
import { adminToken } from './lib/adminToken'
import { postAsNewVisitor } from './lib/postAsNewVisitor'
import { option } from './lib/option'

const BASE = option('url') ?? (process.env.SITE_URL || 'http://localhost:3000')
const N = Number(option('n') ?? '200')
const C = Number(option('c') ?? '20')
const WARMUP = Number(option('warmup') ?? '20')
const FRAME_URL = option('frame-url') ?? (() => {
  const site = new URL(BASE)
  return `${site.protocol}//${site.hostname}:${Number(site.port || 80) + 1}/HPPtoken/index.php`
})()
const RUN = crypto.randomBytes(4).toString('hex')

/** Each gift's fields, its card token included, made once: a double click sends the same gift. */
const gifts = new Map<string, Promise<Record<string, string>>>()
function giftFields(i: number, run: string) {
  const id = `${run}.${i}`
  if (!gifts.has(id)) {
    gifts.set(id, tokenFields(FRAME_URL, BASE, {
      donation_amount: String(20 + (i % 50)), card_name: 'Bench Donor', b_fname: 'Bench', b_lname: `Donor${i}`,
      b_add: '1 Bench Road', b_tel: '250-555-0100', b_email: `bench.${run}@example.org`, information: 'false',
    }))
  }
  return gifts.get(id)!
}

async function post(i: number, key: string, run = RUN) {
  const f = new FormData()
  for (const [k, v] of Object.entries(await giftFields(i, run))) f.append(k, v)
  const started = performance.now()
  const res = await postAsNewVisitor(`${BASE}/api/donate`, f, { 'X-Requested-With': 'XMLHttpRequest', 'Idempotency-Key': key })
  const ms = performance.now() - started
  let json: { id?: number; ResponseCode?: string } = {}
  try {
    json = JSON.parse(res.text) as typeof json
  } catch {
    // no JSON answer: counted by its status
  }
  return { ms, status: res.status, json }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

async function main() {
  if (WARMUP > 0) {
    const warm = Array.from({ length: WARMUP }, (_, i) => post(i, crypto.randomUUID(), `${RUN}.warmup`))
    const answered = (await Promise.all(warm)).filter((t) => t.status === 200).length
    console.log(`warm-up: ${WARMUP} donations (${answered} answered 200), not timed`)
  }
  const keys = Array.from({ length: N }, () => crypto.randomUUID())
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  const answers = new Map<string, number | undefined>()
  let mismatched = 0
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: C }, async () => {
      while (next < N) {
        const i = next++
        const tries = i % 10 === 0 ? await Promise.all([post(i, keys[i]!), post(i, keys[i]!)]) : [await post(i, keys[i]!)]
        for (const t of tries) {
          latencies.push(t.ms)
          statuses.set(t.status, (statuses.get(t.status) ?? 0) + 1)
        }
        if (tries.length === 2 && tries[0]!.json.id !== tries[1]!.json.id) mismatched++
        answers.set(keys[i]!, tries[0]!.json.id)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  console.log(`${latencies.length} requests (${N} donations, ${Math.ceil(N / 10)} double clicks), concurrency ${C}, ${seconds.toFixed(1)} s, ${(latencies.length / seconds).toFixed(1)} req/s`)
  console.log(`HTTP statuses: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}`)
  console.log(`latency p50 ${pct(latencies, 50).toFixed(0)} ms, p95 ${pct(latencies, 95).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`)
  if (statuses.has(429)) console.log('Some posts were rate-limited: start the server with RATE_LIMIT_DONATIONS_MAX=0.')

  const token = await adminToken(BASE)
  const res = await fetch(`${BASE}/api/donations?limit=0&depth=0&where[b_email][equals]=bench.${RUN}@example.org&select[idempotencyKey]=true&select[receiptNumber]=true`, {
    headers: { authorization: `JWT ${token}` },
  })
  const docs = ((await res.json()) as { docs: { idempotencyKey: string; receiptNumber?: number }[] }).docs
  const perKey = new Map<string, number>()
  for (const d of docs) perKey.set(d.idempotencyKey, (perKey.get(d.idempotencyKey) ?? 0) + 1)
  const missing = keys.filter((k) => !perKey.has(k)).length
  const duplicated = [...perKey.values()].filter((n) => n > 1).length
  const receipts = docs.map((d) => d.receiptNumber).filter((n) => typeof n === 'number')
  const distinctReceipts = new Set(receipts).size
  const exactlyOnce = missing === 0 && duplicated === 0 && docs.length === N && distinctReceipts === receipts.length && mismatched === 0
  console.log(`records: ${docs.length} for ${N} donations; missing ${missing}, duplicated ${duplicated}; receipt numbers ${receipts.length} (${distinctReceipts} distinct); double clicks answered differently: ${mismatched}`)
  console.log(exactlyOnce ? 'OK: every donation recorded exactly once.' : 'FAIL: not every donation was recorded exactly once.')
  process.exit(exactlyOnce ? 0 : 1)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
