/**
 * npm run measure:js [-- --reuse-build --dist-dir .next-bench]
 *
 * First-load JavaScript of each public route, as a browser gets it: every script the page's
 * HTML loads, gzipped, added up, with the chunks the page preloads for lazily loaded
 * components it renders. `nomodule` scripts (polyfills for browsers without ES modules) are
 * left out: current browsers never fetch them. Each route's total is split in two:
 * - framework: React, React DOM, the Next.js client (router, Link, Image, dynamic) and
 *   Turbopack's runtime, which no change of ours can shrink;
 * - our own code: everything else (the site frame's client components, the page's, and the
 *   libraries we chose, such as Embla or React Aria).
 * Chunks mix both, so the build is made with browser source maps (NEXT_BROWSER_SOURCE_MAPS=1,
 * see next.config.ts) and each chunk's bytes are shared out by the source file they come from;
 * a chunk's gzipped size is split in the same proportion.
 * Our own code on an information page has a budget of 15 KB gzipped; the script exits with 1
 * when one is over it. Each row also gives the HTML's size (gzipped) and, of that, the inline
 * data React reads to hydrate (the `self.__next_f` scripts), which grows with every prop a
 * client component receives.
 * Routes: every menu address plus the home page, news, search, the donation form and the risk checker.
 */
import os from 'node:os'
import zlib from 'node:zlib'
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'
import { menuPaths } from './lib/menuPaths'
import { option } from './lib/option'
import { startSite } from './siteServer'

const OWN_BUDGET_KB = 15
const INFO_PREFIX = '/about-prostate-cancer'

/** Sources that belong to the framework: Next.js, React, its scheduler and helpers, Turbopack's runtime. */
const FRAMEWORK_SOURCE = /node_modules\/(next|react|react-dom|scheduler|@swc\/helpers|styled-jsx)\/|\[turbopack\]|turbopack:\/\/\/\[turbopack\]/

/** The share of a chunk's bytes that comes from framework sources, by its source map. */
function frameworkShare(code: string, map: RawSourceMap): number {
  const consumer = new SourceMapConsumer(map)
  const lineStarts = [0]
  for (let i = code.indexOf('\n'); i >= 0; i = code.indexOf('\n', i + 1)) lineStarts.push(i + 1)
  const offsetOf = (line: number, column: number) => (lineStarts[line - 1] ?? code.length) + column
  let framework = 0
  let mapped = 0
  let previous: { offset: number; source: string | null } | null = null
  const count = (end: number) => {
    if (!previous?.source) return
    const bytes = Math.max(0, end - previous.offset)
    mapped += bytes
    if (FRAMEWORK_SOURCE.test(previous.source)) framework += bytes
  }
  consumer.eachMapping((m) => {
    const offset = offsetOf(m.generatedLine, m.generatedColumn)
    count(offset)
    previous = { offset, source: m.source }
  }, null, SourceMapConsumer.GENERATED_ORDER)
  count(code.length)
  return mapped ? framework / mapped : 0
}

const gzipSize = (body: Buffer | string) => zlib.gzipSync(body, { level: 9 }).length
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

async function main() {
  const distDir = option('dist-dir') ?? '.next-bench'
  const site = await startSite({ distDir, reuseBuild: process.argv.includes('--reuse-build'), env: { NEXT_BROWSER_SOURCE_MAPS: '1' } })
  const chunks = new Map<string, { gzip: number; framework: number }>()
  /** A script's gzipped size and how much of it is the framework's. */
  const chunk = async (src: string) => {
    if (!chunks.has(src)) {
      const url = new URL(src, site.baseURL)
      const code = await (await fetch(url)).text()
      // Turbopack names a chunk's map after its content, not after the chunk: follow the comment.
      const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1]
      const mapResponse = mapName ? await fetch(new URL(mapName, url)) : null
      if (!mapResponse?.ok) throw new Error(`No source map for ${url.pathname}: build with NEXT_BROWSER_SOURCE_MAPS=1 (drop --reuse-build).`)
      const gzip = gzipSize(code)
      chunks.set(src, { gzip, framework: gzip * frameworkShare(code, (await mapResponse.json()) as RawSourceMap) })
    }
    return chunks.get(src)!
  }
  try {
    // The risk checker is an information page outside the menu.
    const paths = new Set(['/', '/news', '/search?value=walk', '/ways-to-give/donate-online', '/about-prostate-cancer/check-your-risk', ...(await menuPaths(site.baseURL))])
    type Row = { path: string; framework: number; own: number; scripts: number; html: number; htmlGzip: number; flight: number }
    const rows: Row[] = []
    for (const path of paths) {
      const res = await fetch(`${site.baseURL}${path}`)
      const html = await res.text()
      const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/\snomodule/i.test(m[0]))
      // Chunks of lazily loaded components the server rendered are preloaded, not script-tagged.
      const preloads = [...html.matchAll(/<link(?=[^>]*rel="preload")(?=[^>]*as="script")[^>]*href="([^"]+)"[^>]*>/g)]
      const srcs = [...new Set([...tags, ...preloads].map((m) => m[1]!.replace(/&amp;/g, '&')))]
      let framework = 0
      let own = 0
      for (const src of srcs) {
        const size = await chunk(src)
        framework += size.framework
        own += size.gzip - size.framework
      }
      const flight = [...html.matchAll(/<script(?: nonce="[^"]*")?>(self\.__next_f\.push[\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('')
      rows.push({ path, framework, own, scripts: srcs.length, html: Buffer.byteLength(html), htmlGzip: gzipSize(html), flight: gzipSize(flight) })
    }
    rows.sort((a, b) => b.framework + b.own - (a.framework + a.own))
    const overBudget = (r: Row) => r.path.startsWith(INFO_PREFIX) && r.own / 1024 > OWN_BUDGET_KB
    const width = Math.max(...rows.map((r) => r.path.length))
    const header = ['JS total', 'framework', 'our code', 'scripts', 'HTML', 'HTML gz', 'of which data gz']
    console.log(`\nFirst-load JavaScript and HTML per route, in KB (JS gzipped; HTML raw, then gzipped)\n`)
    console.log(`${'route'.padEnd(width)}  ${header.join('  ')}`)
    for (const r of rows) {
      const cells = [kb(r.framework + r.own), kb(r.framework), kb(r.own), String(r.scripts), kb(r.html), kb(r.htmlGzip), kb(r.flight)]
      console.log(`${r.path.padEnd(width)}  ${cells.map((c, i) => c.padStart(header[i]!.length)).join('  ')}${overBudget(r) ? '  OVER BUDGET' : ''}`)
    }
    const smallest = Math.min(...rows.map((r) => r.framework))
    console.log(`\nFramework (React, React DOM, the Next.js client, Turbopack's runtime): at least ${kb(smallest)} KB gzipped on every route.`)
    const over = rows.filter(overBudget)
    console.log(`Our own code on information pages: budget ${OWN_BUDGET_KB} KB gzipped; ${over.length ? `${over.length} over` : 'all within'}.`)
    console.log(`Load average: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}`)
    if (over.length) process.exitCode = 1
  } finally {
    await site.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
