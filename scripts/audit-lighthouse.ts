/**
 * npm run audit:lighthouse [-- --reuse-build --runs 3 --route /some/path]
 *
 * Lighthouse (the npm package, mobile settings: a mid-range phone on a slow 4G connection,
 * simulated) against a production build of the site on a temporary seeded database, in the
 * system Chromium (CHROME_PATH, else /usr/bin/chromium). For each route of a fixed list it
 * writes the HTML and JSON reports under reports/lighthouse/ and prints the four category
 * scores with LCP, CLS and TBT. Budgets: performance at least 95; accessibility, best
 * practices and SEO 100. The exit code is 1 when a route misses one.
 *
 * Each route is loaded once before it is measured (see below), then audited 3 times (--runs N
 * to change) and the run with the median performance score is kept: single runs on this
 * 2-core machine vary by up to 5 points. --route audits one address instead of the list.
 * Builds into .next-bench, or reuses it with --reuse-build.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result as LighthouseResult } from 'lighthouse'
import { startSite } from './siteServer'

const BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const
type Category = keyof typeof BUDGETS
const CATEGORIES = Object.keys(BUDGETS) as Category[]

const REPORT_DIR = path.resolve('reports', 'lighthouse')

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}

/** The first published event's page (the seed's slugs are not fixed). */
async function firstEventPath(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/events?limit=1&depth=0&where[_status][equals]=published`)
  const slug = ((await res.json()) as { docs: Array<{ slug: string }> }).docs[0]?.slug
  if (!slug) throw new Error('The seeded database has no published event to audit.')
  return `/get-involved/find-an-event/${slug}`
}

async function routesToAudit(baseURL: string): Promise<Array<{ name: string; path: string }>> {
  const only = option('route')
  if (only) return [{ name: only, path: only }]
  return [
    { name: 'home', path: '/' },
    { name: 'information page', path: '/about-prostate-cancer/diagnosis-and-staging/the-psa-test-and-the-dre' },
    { name: 'events list', path: '/get-involved/find-an-event' },
    { name: 'event', path: await firstEventPath(baseURL) },
    { name: 'news', path: '/news' },
    { name: 'search', path: '/search?value=walk' },
    { name: 'donate online', path: '/ways-to-give/donate-online' },
    { name: 'contact us', path: '/about-us/contact-us' },
  ]
}

const fileNameFor = (name: string) => name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase() || 'route'

type Row = { name: string; path: string; scores: Record<Category, number>; lcpMs: number; cls: number; tbtMs: number; failures: string[] }

function rowOf(name: string, routePath: string, lhr: LighthouseResult): Row {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  // The audits that cost points, so a miss says what to fix without opening the report.
  const failures: string[] = []
  for (const category of CATEGORIES) {
    if (scores[category] >= BUDGETS[category]) continue
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failures.push(`${category}: ${audit.id} (${audit.title})`)
    }
  }
  return { name, path: routePath, scores, lcpMs: numeric('largest-contentful-paint'), cls: numeric('cumulative-layout-shift'), tbtMs: numeric('total-blocking-time'), failures }
}

function printTable(rows: Row[]) {
  const header = ['route', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'CLS', 'TBT']
  const lines = rows.map((r) => [
    r.path,
    String(r.scores.performance),
    String(r.scores.accessibility),
    String(r.scores['best-practices']),
    String(r.scores.seo),
    `${(r.lcpMs / 1000).toFixed(2)} s`,
    r.cls.toFixed(3),
    `${Math.round(r.tbtMs)} ms`,
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  console.log(`\n${format(header)}`)
  for (const line of lines) console.log(format(line))
}

async function main() {
  const runs = Math.max(1, Number(option('runs') ?? 3))
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
  if (!fs.existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: install the Debian package "chromium" or set CHROME_PATH.`)
  fs.mkdirSync(REPORT_DIR, { recursive: true })

  const site = await startSite({ distDir: '.next-bench', reuseBuild: process.argv.includes('--reuse-build') })
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--disable-gpu', '--no-first-run', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  })
  const rows: Row[] = []
  try {
    for (const route of await routesToAudit(site.baseURL)) {
      const url = `${site.baseURL}${route.path}`
      // One discarded run first: the first request of a page encodes its images (AVIF/WebP)
      // and fills the page cache, which a visitor after the first never waits for.
      await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] })
      const results: Array<{ lhr: LighthouseResult; report: string[] }> = []
      for (let run = 0, failures = 0; run < runs; ) {
        const result = await lighthouse(url, { port: chrome.port, output: ['html', 'json'], logLevel: 'error', onlyCategories: CATEGORIES })
        const problem = !result ? 'no result' : result.lhr.runtimeError?.message
        if (problem) {
          // Chromium now and then loses a trace (NO_NAVSTART and the like); Lighthouse's advice is to run again.
          if (++failures > 2) throw new Error(`Lighthouse could not audit ${url}: ${problem}`)
          console.log(`${route.path}: run failed (${problem}); trying again`)
          continue
        }
        results.push({ lhr: result!.lhr, report: result!.report as string[] })
        run++
      }
      results.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0))
      const kept = results[Math.floor(results.length / 2)]!
      const base = path.join(REPORT_DIR, fileNameFor(route.name))
      fs.writeFileSync(`${base}.report.html`, kept.report[0]!)
      fs.writeFileSync(`${base}.report.json`, kept.report[1]!)
      const row = rowOf(route.name, route.path, kept.lhr)
      rows.push(row)
      console.log(`${route.path}: performance ${row.scores.performance}, accessibility ${row.scores.accessibility}, best practices ${row.scores['best-practices']}, SEO ${row.scores.seo}`)
    }
  } finally {
    await chrome.kill()
    await site.stop()
  }

  printTable(rows)
  console.log(`\nReports: ${path.relative(process.cwd(), REPORT_DIR)}/`)
  const missed = rows.filter((r) => CATEGORIES.some((c) => r.scores[c] < BUDGETS[c]))
  const budgetText = CATEGORIES.map((c) => `${c} ≥ ${BUDGETS[c]}`).join(', ')
  if (!missed.length) {
    console.log(`All ${rows.length} routes within budget (${budgetText}).`)
    return
  }
  console.log(`\nBudget (${budgetText}) missed on ${missed.length} of ${rows.length} routes:`)
  for (const row of missed) {
    console.log(`  ${row.path}`)
    for (const failure of row.failures) console.log(`    - ${failure}`)
  }
  process.exitCode = 1
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
