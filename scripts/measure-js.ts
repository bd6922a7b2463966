/**
 * npm run measure:js [-- --reuse-build]
 *
 * First-load JavaScript of each public route, as a browser gets it: every script the page's
 * HTML loads, gzipped, added up (shared framework chunks count on every route, since a
 * visitor who lands there downloads them), with the chunks the page preloads for lazily loaded
 * components it renders. `nomodule` scripts (polyfills for browsers without
 * ES modules) are left out: current browsers never fetch them. The scripts every route shares
 * (React, the Next.js runtime, the site frame) are reported on their own line. Information pages have a budget of 100 KB gzipped;
 * the script exits with 1 when one is over it.
 * Routes: every menu address plus the home page, news and search.
 */
import zlib from 'node:zlib'
import { startSite } from './siteServer'

const BUDGET_KB = 100
const INFO_PREFIX = '/about-prostate-cancer'

async function main() {
  const site = await startSite({ distDir: '.next-bench', reuseBuild: process.argv.includes('--reuse-build') })
  const sizes = new Map<string, number>()
  const gzipped = async (src: string) => {
    if (!sizes.has(src)) {
      const body = Buffer.from(await (await fetch(new URL(src, site.baseURL))).arrayBuffer())
      sizes.set(src, zlib.gzipSync(body, { level: 9 }).length)
    }
    return sizes.get(src)!
  }
  try {
    const data = (await (await fetch(`${site.baseURL}/static-data.json`)).json()) as { menu: Array<{ slug: string; children?: unknown[] }> }
    const paths = new Set<string>(['/', '/news', '/search?value=walk'])
    const walk = (entries: Array<{ slug: string; children?: unknown[] }>, prefix: string) => {
      for (const entry of entries) {
        if (!entry.slug || entry.slug.includes('#')) continue
        const path = `${prefix}/${entry.slug}`
        paths.add(path)
        walk((entry.children ?? []) as Array<{ slug: string; children?: unknown[] }>, path)
      }
    }
    walk(data.menu, '')
    const rows: Array<{ path: string; kb: number; scripts: number }> = []
    const scriptsOf = new Map<string, string[]>()
    for (const path of paths) {
      const res = await fetch(`${site.baseURL}${path}`)
      const html = await res.text()
      const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/\snomodule/i.test(m[0]))
      // Chunks of lazily loaded components the server rendered are preloaded, not script-tagged.
      const preloads = [...html.matchAll(/<link(?=[^>]*rel="preload")(?=[^>]*as="script")[^>]*href="([^"]+)"[^>]*>/g)]
      const srcs = [...new Set([...tags, ...preloads].map((m) => m[1]!.replace(/&amp;/g, '&')))]
      scriptsOf.set(path, srcs)
      let total = 0
      for (const src of srcs) total += await gzipped(src)
      rows.push({ path, kb: total / 1024, scripts: srcs.length })
    }
    rows.sort((a, b) => b.kb - a.kb)
    const over = rows.filter((r) => r.path.startsWith(INFO_PREFIX) && r.kb > BUDGET_KB)
    const width = Math.max(...rows.map((r) => r.path.length))
    console.log(`\n${'route'.padEnd(width)}  first-load JS (gzip)  scripts`)
    for (const r of rows) {
      const flag = r.path.startsWith(INFO_PREFIX) && r.kb > BUDGET_KB ? '  OVER BUDGET' : ''
      console.log(`${r.path.padEnd(width)}  ${r.kb.toFixed(1).padStart(8)} KB          ${String(r.scripts).padStart(3)}${flag}`)
    }
    const lists = [...scriptsOf.values()]
    const shared = lists[0]!.filter((src) => lists.every((list) => list.includes(src)))
    let sharedBytes = 0
    for (const src of shared) sharedBytes += await gzipped(src)
    console.log(`\nShared by every route (React, the Next.js runtime, the site frame): ${(sharedBytes / 1024).toFixed(1)} KB in ${shared.length} scripts.`)
    console.log(`Information pages: budget ${BUDGET_KB} KB gzipped; ${over.length ? `${over.length} over` : 'all within'}.`)
    if (over.length) process.exitCode = 1
  } finally {
    await site.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
