/**
 * npm run bench:pages [-- --seconds 10 --connections 10 --reuse-build]
 *
 * Requests per second and p50/p99 latency for three cached pages (home, an information page,
 * an event) served by `next start`, side by side in the same run with the very same HTML served
 * by a minimal Node static file server on the same machine: that server is the physical limit
 * for sending that response here, so the ratio says how close the site comes to it.
 * Builds into .next-bench (or reuses it with --reuse-build), on a temporary seeded database.
 */
import http from 'node:http'
import autocannon, { type Result } from 'autocannon'
import { option } from './lib/option'
import { freePort, startSite } from './siteServer'

const SECONDS = Number(option('seconds') ?? 10)
const CONNECTIONS = Number(option('connections') ?? 10)

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

async function main() {
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
    const events = await (await fetch(`${site.baseURL}/get-involved/find-an-event`)).text()
    const routes = [
      { name: 'home', path: '/' },
      { name: 'information page', path: '/about-prostate-cancer/what-is-prostate-cancer/the-prostate' },
      { name: 'event', path: firstLink(events, '/get-involved/find-an-event') },
    ]
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
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per measurement, same machine, same HTML\n`)
    console.log(line(header))
    for (const row of rows) console.log(line(row))
  } finally {
    staticServer.close()
    await site.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
