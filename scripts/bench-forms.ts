/**
 * npm run bench:forms [-- --url http://localhost:3000 --n 500 --concurrency 50 --form 704 --warmup 50]
 *
 * Posts N contact-form submissions concurrently to a running site, then reports throughput,
 * latency (p50/p95/max) and whether every submission was stored exactly once (read back
 * through the REST API as the admin: BENCH_ADMIN_EMAIL / BENCH_ADMIN_PASSWORD, default the
 * demo admin). The per-address rate limit would stop a single client after a few posts:
 * start the server with RATE_LIMIT_FORMS_MAX=0 (limit off) or TRUST_PROXY=1 (each bench post
 * then counts as its own address through X-Forwarded-For). First, untimed, `--warmup` posts
 * (from other addresses, so not checked) load the route's code and warm the JIT: the figures
 * are those of a server that has been answering, as in production. Each post goes over a
 * connection of its own, as each visitor's browser sends it (scripts/lib/postAsNewVisitor.ts).
 */
import crypto from 'node:crypto'
import { adminToken } from './lib/adminToken'
import { percentile } from './lib/benchDatabase'
import { postAsNewVisitor } from './lib/postAsNewVisitor'

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i > -1 && process.argv[i + 1] ? process.argv[i + 1]! : fallback
}

const base = arg('url', process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '')
const total = Number(arg('n', '500'))
const concurrency = Number(arg('concurrency', '50'))
const formId = arg('form', '704')
const warmup = Number(arg('warmup', '50'))
const run = crypto.randomBytes(4).toString('hex')
const emailOf = (i: number, tag = run) => `bench-${tag}-${i}@example.org`

function fieldsFor(i: number, tag = run): Record<string, string> {
  const email = emailOf(i, tag)
  switch (formId) {
    case '705':
      return { first_name: 'Bench', last_name: String(i), email }
    case '706':
      return { full_name: `Bench ${i}`, city: 'Victoria', province: 'BC', phone: '250-555-0100', email }
    case '702':
      return { first_name: 'Bench', last_name: String(i), email }
    case '291':
      return {
        rkfname: 'Bench', rklname: String(i), rkadd: '1 Example St', rkcity: 'Victoria', rkprov: 'BC', rkpcode: 'V8V 1A1',
        rkemail: email, rkquant: '1', plan_for_prostate_removal_surgery: 'No', return_to_work: 'No',
      }
    default:
      return { full_name: `Bench ${i}`, email, subject: 'Benchmark', message: `Submission ${i} of run ${run}` }
  }
}

type Outcome = { ms: number; status: number; cf7?: string }

async function postOne(i: number, tag = run): Promise<Outcome> {
  const body = new URLSearchParams({ ...fieldsFor(i, tag), _form_elapsed: '5000' })
  const started = performance.now()
  try {
    const res = await postAsNewVisitor(`${base}/api/forms/${formId}/feedback`, body, { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` })
    const ms = performance.now() - started
    let cf7: string | undefined
    try {
      cf7 = (JSON.parse(res.text) as { status?: string }).status
    } catch {
      // no JSON answer: counted by its status
    }
    return { ms, status: res.status, cf7 }
  } catch {
    return { ms: performance.now() - started, status: 0 }
  }
}


async function storedCounts(): Promise<Map<string, number>> {
  const token = await adminToken(base)
  const counts = new Map<string, number>()
  for (let page = 1; ; page++) {
    const q = new URLSearchParams({ 'where[email][like]': `bench-${run}-`, limit: '1000', page: String(page), depth: '0', 'select[email]': 'true' })
    const res = await fetch(`${base}/api/form-submissions?${q}`, { headers: { authorization: `JWT ${token}` } })
    const data = (await res.json()) as { docs: { email: string }[]; hasNextPage: boolean }
    for (const doc of data.docs) counts.set(doc.email, (counts.get(doc.email) ?? 0) + 1)
    if (!data.hasNextPage) break
  }
  return counts
}

async function main() {
  if (warmup > 0) {
    const answered = (await Promise.all(Array.from({ length: warmup }, (_, i) => postOne(i, `${run}warmup`)))).filter((o) => o.status === 200).length
    console.log(`Warm-up: ${warmup} submissions (${answered} answered 200), not timed.`)
  }
  console.log(`Posting ${total} submissions to form ${formId} at ${base} (${concurrency} at a time, run ${run})…`)
  const outcomes: Outcome[] = new Array(total)
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async () => {
      while (next < total) {
        const i = next++
        outcomes[i] = await postOne(i)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b)
  const byStatus = new Map<string, number>()
  for (const o of outcomes) {
    const key = o.status === 200 ? `200 ${o.cf7}` : o.status === 0 ? 'network error' : String(o.status)
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1)
  }
  console.log(`Throughput: ${(total / seconds).toFixed(1)} submissions/s (${seconds.toFixed(2)} s in all)`)
  console.log(`Latency: p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`)
  console.log(`Answers: ${[...byStatus].map(([k, v]) => `${k} × ${v}`).join(', ')}`)

  const counts = await storedCounts()
  const accepted = outcomes.map((o, i) => (o.status === 200 && o.cf7 === 'mail_sent' ? i : -1)).filter((i) => i >= 0)
  const missing = accepted.filter((i) => !counts.has(emailOf(i)))
  const duplicated = [...counts].filter(([, n]) => n > 1)
  const unexpected = [...counts.keys()].filter((email) => !accepted.some((i) => emailOf(i) === email))
  const exactlyOnce = missing.length === 0 && duplicated.length === 0 && unexpected.length === 0 && accepted.length === total
  console.log(
    `Stored: ${counts.size} of ${total}; missing ${missing.length}, duplicated ${duplicated.length}, stored without mail_sent ${unexpected.length}.`,
  )
  console.log(exactlyOnce ? 'Every submission was stored exactly once.' : 'NOT every submission was stored exactly once.')
  process.exit(exactlyOnce ? 0 : 1)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
