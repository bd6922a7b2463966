/**
 * npm run bench:pages [-- --seconds 8 --connections 20 --reuse-build] [--url http://host:port] [--instances 3]
 *
 * Requests per second and p50/p99 latency for cached answers (home, an information page, an
 * event, /robots.txt), asked for as a browser asks (Accept-Encoding: gzip, deflate, br), in one
 * run against three servers holding the same answer:
 * - `npm start` alone (Next.js's own server, `next start`);
 * - the production front (nginx with deploy/nginx/charity.conf, scripts/front.ts) in front of it;
 * - a bare Node server sending the very bytes (and Content-Encoding) the site sent: the physical
 *   limit for sending that answer on this machine. The ratios say how close the other two come.
 * Builds into .next-bench (or reuses it with --reuse-build), on a temporary seeded database;
 * --url measures a site already running there instead (e.g. another build), --no-front leaves
 * the front out.
 *
 * With --instances N (N > 1): N server processes on one database (scripts/instances.ts,
 * SQLite here: cached pages do not read the database), each page measured through the
 * round-robin proxy (scripts/roundRobinProxy.ts) in front of one instance, then in front of all N.
 * Both go through the same proxy, so the comparison is of the instances alone. Every process
 * (instances, proxy, autocannon) shares this machine's cores: N instances can only gain as much
 * as there are idle cores.
 */
import http from 'node:http'
import os from 'node:os'
import autocannon, { type Result } from 'autocannon'
import { option } from './lib/option'
import { startInstances } from './instances'
import { startRoundRobinProxy } from './roundRobinProxy'
import { startFront, type RunningFront } from './front'
import { freePort, startSite } from './siteServer'

const SECONDS = Number(option('seconds') ?? 8)
const CONNECTIONS = Number(option('connections') ?? 20)
const INSTANCES = Number(option('instances') ?? 1)
/** What Chromium sends. */
const AS_A_BROWSER = { 'accept-encoding': 'gzip, deflate, br' }

/** The first link under `prefix` in a page's HTML (to find a seeded event without knowing its slug). */
function firstLink(html: string, prefix: string): string | null {
  const match = html.match(new RegExp(`href="(${prefix.replace(/\//g, '\\/')}/[^"#?]+)"`))
  return match ? match[1]! : null
}

async function measure(url: string): Promise<Result> {
  // A short warm-up so every server is measured hot.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers: AS_A_BROWSER })
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: AS_A_BROWSER })
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} non-2xx answers`)
  // A connection error or timeout is counted and printed, not hidden.
  if (result.errors || result.timeouts) console.log(`${url}: ${result.errors} errors, ${result.timeouts} timeouts`)
  return result
}

/** The answer's bytes as sent (still compressed) and the headers that say what they are. */
function rawAnswer(url: string): Promise<{ body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: AS_A_BROWSER }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`${url} answered ${res.statusCode}`))
          const headers: Record<string, string> = { 'content-type': String(res.headers['content-type'] ?? 'text/html') }
          if (res.headers['content-encoding']) headers['content-encoding'] = String(res.headers['content-encoding'])
          resolve({ body: Buffer.concat(chunks), headers })
        })
      })
      .on('error', reject)
  })
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')
  console.log(line(header))
  for (const row of rows) console.log(line(row))
}

async function pageRoutes(base: string) {
  const events = await (await fetch(`${base}/get-involved/find-an-event`)).text()
  return [
    { name: 'home', path: '/' },
    { name: 'information page', path: '/about-prostate-cancer/what-is-prostate-cancer/the-prostate' },
    { name: 'event', path: firstLink(events, '/get-involved/find-an-event') },
    { name: 'robots.txt', path: '/robots.txt' },
  ]
}

/** The same pages through the proxy in front of one instance, then in front of all of them. */
async function acrossInstances() {
  const instances = await startInstances({ count: INSTANCES, distDir: '.next-bench', reuseBuild: process.argv.includes('--reuse-build') })
  const single = await startRoundRobinProxy([instances.sites[0]!.baseURL])
  try {
    const rows: string[][] = []
    for (const route of await pageRoutes(instances.sites[0]!.baseURL)) {
      if (!route.path) {
        console.log(`(no ${route.name} found to measure)`)
        continue
      }
      // Each instance renders the page once before it is measured.
      for (const site of instances.sites) if ((await fetch(`${site.baseURL}${route.path}`)).status !== 200) throw new Error(`${route.path} failed`)
      const one = await measure(`${single.url}${route.path}`)
      const all = await measure(`${instances.proxy.url}${route.path}`)
      rows.push([
        `${route.name} (${route.path})`,
        one.requests.average.toFixed(0),
        `${one.latency.p50} / ${one.latency.p99}`,
        all.requests.average.toFixed(0),
        `${all.latency.p50} / ${all.latency.p99}`,
        (all.requests.average / one.requests.average).toFixed(2),
      ])
    }
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per measurement, through the round-robin proxy, same machine (${os.cpus().length} cores)\n`)
    printTable(['route', '1 instance req/s', 'p50/p99 ms', `${INSTANCES} instances req/s`, 'p50/p99 ms', 'ratio'], rows)
  } finally {
    await single.stop()
    await instances.stop()
  }
}

const rate = (r: Result) => r.requests.average.toFixed(0)
const latency = (r: Result) => `${r.latency.p50} / ${r.latency.p99}`

async function main() {
  if (INSTANCES > 1) return acrossInstances()
  const given = option('url')
  const site = given ? null : await startSite({ distDir: '.next-bench', reuseBuild: process.argv.includes('--reuse-build') })
  const base = given ?? site!.baseURL
  let front: RunningFront | null = null
  const statics = new Map<string, { body: Buffer; headers: Record<string, string> }>()
  const staticServer = http.createServer((req, res) => {
    const file = statics.get(req.url ?? '')
    if (!file) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { ...file.headers, 'content-length': file.body.length }).end(file.body)
  })
  try {
    if (!process.argv.includes('--no-front')) front = await startFront({ upstreams: [new URL(base).host] })
    const routes = await pageRoutes(base)
    const staticPort = await freePort()
    await new Promise<void>((resolve) => staticServer.listen(staticPort, '127.0.0.1', resolve))

    const rows: string[][] = []
    for (const route of routes) {
      if (!route.path) {
        console.log(`(no ${route.name} found to measure)`)
        continue
      }
      const answer = await rawAnswer(`${base}${route.path}`)
      statics.set(route.path, answer)
      const direct = await measure(`${base}${route.path}`)
      const fronted = front ? await measure(`${front.url}${route.path}`) : null
      const plain = await measure(`http://127.0.0.1:${staticPort}${route.path}`)
      rows.push([
        `${route.name} (${route.path})`,
        `${(answer.body.length / 1024).toFixed(1)} ${answer.headers['content-encoding'] ?? 'plain'}`,
        rate(direct),
        latency(direct),
        fronted ? rate(fronted) : '-',
        fronted ? latency(fronted) : '-',
        rate(plain),
        latency(plain),
        (direct.requests.average / plain.requests.average).toFixed(2),
        fronted ? (fronted.requests.average / plain.requests.average).toFixed(2) : '-',
      ])
    }
    const header = ['route', 'KB sent', 'npm start req/s', 'p50/p99 ms', 'front req/s', 'p50/p99 ms', 'static req/s', 'p50/p99 ms', 'start/static', 'front/static']
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per measurement, Accept-Encoding: gzip, deflate, br, same machine (${os.cpus().length} cores), same bytes`)
    console.log(`npm start: ${base}${front ? `; front: nginx, micro-cache ${front.cacheSeconds} s` : ''}\n`)
    printTable(header, rows)
    console.log(`\nLoad average: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`)
  } finally {
    staticServer.close()
    await front?.stop()
    await site?.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
