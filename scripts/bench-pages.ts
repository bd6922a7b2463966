/**
 * npm run bench:pages [-- --seconds 10 --connections 10 --reuse-build] [--instances 3]
 *
 * Requests per second and p50/p99 latency for three cached pages (home, an information page,
 * an event) served by the site's server, side by side in the same run with the very same HTML
 * served by a minimal Node static file server on the same machine: that server is the physical
 * limit for sending that response here, so the ratio says how close the site comes to it.
 * Builds into .next-bench (or reuses it with --reuse-build), on a temporary seeded database.
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
import { freePort, startSite } from './siteServer'

const SECONDS = Number(option('seconds') ?? 10)
const CONNECTIONS = Number(option('connections') ?? 10)
const INSTANCES = Number(option('instances') ?? 1)

/** The first link under `prefix` in a page's HTML (to find a seeded event without knowing its slug). */
function firstLink(html: string, prefix: string): string | null {
  const match = html.match(new RegExp(`href="(${prefix.replace(/\//g, '\\/')}/[^"#?]+)"`))
  return match ? match[1]! : null
}

async function measure(url: string): Promise<Result> {
  // A short warm-up so both servers are measured hot.
  await autocannon({ url, connections: CONNECTIONS, duration: 1 })
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS })
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
      for (const [label, r] of [['1 instance', one], [`${INSTANCES} instances`, all]] as const) {
        if (r.non2xx || r.errors) throw new Error(`${route.path} (${label}): ${r.non2xx} non-2xx answers, ${r.errors} errors`)
      }
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

async function main() {
  if (INSTANCES > 1) return acrossInstances()
  const site = await startSite({ distDir: '.next-bench', reuseBuild: process.argv.includes('--reuse-build') })
  const statics = new Map<string, { body: Buffer; type: string }>()
  const staticServer = http.createServer((req, res) => {
    const file = statics.get(req.url ?? '')
    if (!file) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': file.type, 'content-length': file.body.length }).end(file.body)
  })
  try {
    const routes = await pageRoutes(site.baseURL)
    const staticPort = await freePort()
    await new Promise<void>((resolve) => staticServer.listen(staticPort, '127.0.0.1', resolve))

    const rows: string[][] = []
    for (const route of routes) {
      if (!route.path) {
        console.log(`(no ${route.name} found to measure)`)
        continue
      }
      const res = await fetch(`${site.baseURL}${route.path}`)
      if (res.status !== 200) throw new Error(`${route.path} answered ${res.status}`)
      statics.set(route.path, { body: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') ?? 'text/html' })
      const next = await measure(`${site.baseURL}${route.path}`)
      const plain = await measure(`http://127.0.0.1:${staticPort}${route.path}`)
      if (next.non2xx || next.errors) throw new Error(`${route.path}: ${next.non2xx} non-2xx answers, ${next.errors} errors`)
      rows.push([
        `${route.name} (${route.path})`,
        next.requests.average.toFixed(0),
        `${next.latency.p50} / ${next.latency.p99}`,
        plain.requests.average.toFixed(0),
        `${plain.latency.p50} / ${plain.latency.p99}`,
        (next.requests.average / plain.requests.average).toFixed(2),
      ])
    }
    const header = ['route', 'next req/s', 'next p50/p99 ms', 'static req/s', 'static p50/p99 ms', 'ratio']
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per measurement, same machine, same HTML\n`)
    printTable(header, rows)
  } finally {
    staticServer.close()
    await site.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
