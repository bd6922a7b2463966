/**
 * npm run audit:lighthouse [-- --reuse-build --runs 3 --route /some/path]
 * npm run audit:lighthouse -- --ceiling [--runs 5 --reuse-build --builds .next-before,.next-bench]
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
 *
 * --ceiling compares each route with its own no-script ceiling: the same page with every
 * script URL blocked (Lighthouse's blockedUrlPatterns), which is what the HTML, styles, fonts
 * and images alone would score. Both are audited in one sitting, alternating run by run
 * (performance only, 5 runs each by default), and the medians of score, LCP and TBT are
 * printed with the gap in points. A run Lighthouse fails (NO_NAVSTART, no result…) is retried
 * and counted in the table, never averaged in as 0. Targets: score at least 98 and at most
 * 1 point below the ceiling; the exit code is 1 when a route misses one.
 * --builds a,b serves several build folders side by side (each on its own seeded database)
 * and alternates between them too, so a before/after comparison shares the machine's load.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result as LighthouseResult } from 'lighthouse'
import { option } from './lib/option'
import { startSite } from './siteServer'

const BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const
type Category = keyof typeof BUDGETS
const CATEGORIES = Object.keys(BUDGETS) as Category[]

const REPORT_DIR = path.resolve('reports', 'lighthouse')

/** The first published event's page (the seed's slugs are not fixed). */
async function firstEventPath(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/events?limit=1&depth=0&where[_status][equals]=published`)
  const slug = ((await res.json()) as { docs: Array<{ slug: string }> }).docs[0]?.slug
  if (!slug) throw new Error('The seeded database has no published event to audit.')
  return `/get-involved/find-an-event/${slug}`
}

async function routesToAudit(baseURL: string): Promise<Array<{ name: string; path: string }>> {
  // --route /a,/b audits those addresses instead of the list.
  const only = option('route')
  if (only) return only.split(',').map((p) => ({ name: p, path: p }))
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

const CEILING_TARGET = 98
const CEILING_MAX_GAP = 1
/** Every script the page loads by URL; inline scripts (React's data for hydration) stay, as they are part of the HTML. */
const SCRIPT_PATTERNS = ['*.js', '*.mjs']
const MAX_RETRIES_PER_RUN = 3

type Mode = { build: string; scripts: boolean }
/** `benchmarkIndex`: Lighthouse's measure of the machine's speed during the run (the targets assume 3,000 or more). */
type Sample = { score: number; lcpMs: number; tbtMs: number; benchmarkIndex: number }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

async function ceiling(runs: number, chromePath: string) {
  const builds = (option('builds') ?? '.next-bench').split(',').filter(Boolean)
  // Folders named with --builds are prepared beforehand (a before and an after): never rebuilt here.
  const reuse = process.argv.includes('--reuse-build') || option('builds') !== undefined
  const sites: Array<{ distDir: string; site: Awaited<ReturnType<typeof startSite>> }> = []
  try {
    for (const distDir of builds) sites.push({ distDir, site: await startSite({ distDir, reuseBuild: reuse }) })
  } catch (error) {
    for (const { site } of sites) await site.stop()
    throw error
  }
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--disable-gpu', '--no-first-run', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  })
  const modes: Mode[] = builds.flatMap((build) => [
    { build, scripts: true },
    { build, scripts: false },
  ])
  const key = (m: Mode) => `${m.build}|${m.scripts ? 'scripts' : 'none'}`
  type Result = { name: string; samples: Map<string, Sample[]>; failures: Map<string, string[]> }
  const results: Result[] = []
  const started = Date.now()
  try {
    const routesBySite = await Promise.all(sites.map(({ site }) => routesToAudit(site.baseURL)))
    for (let r = 0; r < routesBySite[0]!.length; r++) {
      const result: Result = { name: routesBySite[0]![r]!.path, samples: new Map(), failures: new Map() }
      results.push(result)
      const urlOf = (m: Mode) => {
        const i = builds.indexOf(m.build)
        return `${sites[i]!.site.baseURL}${routesBySite[i]![r]!.path}`
      }
      const settingsOf = (m: Mode) => ({
        port: chrome.port,
        logLevel: 'error' as const,
        onlyCategories: ['performance'],
        blockedUrlPatterns: m.scripts ? [] : SCRIPT_PATTERNS,
      })
      // One discarded run per build, as in the normal audit: image encoding and the page cache.
      for (const build of builds) await lighthouse(urlOf({ build, scripts: true }), settingsOf({ build, scripts: true }))
      for (let run = 0; run < runs; run++) {
        // Alternate the order too, so neither mode always runs right after the other.
        const order = run % 2 ? [...modes].reverse() : modes
        for (const mode of order) {
          for (let attempt = 0; ; attempt++) {
            const outcome = await lighthouse(urlOf(mode), settingsOf(mode)).catch((error: Error) => error)
            const problem = outcome instanceof Error ? outcome.message : !outcome ? 'no result' : outcome.lhr.runtimeError?.message
            if (!problem && !(outcome instanceof Error) && outcome) {
              const lhr = outcome.lhr
              const list = result.samples.get(key(mode)) ?? []
              list.push({
                score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
                lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
                tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
                benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
              })
              result.samples.set(key(mode), list)
              break
            }
            const failed = result.failures.get(key(mode)) ?? []
            failed.push(problem!)
            result.failures.set(key(mode), failed)
            console.log(`${result.name} (${mode.build}, ${mode.scripts ? 'with scripts' : 'scripts blocked'}): run failed (${problem}); ${attempt + 1 < MAX_RETRIES_PER_RUN ? 'trying again' : 'giving up on this run'}`)
            if (attempt + 1 >= MAX_RETRIES_PER_RUN) break
          }
        }
      }
      const line = modes
        .map((m) => {
          const samples = result.samples.get(key(m)) ?? []
          const tbt = samples.length ? `, TBT median ${Math.round(median(samples.map((s) => s.tbtMs)))} ms` : ''
          return `${builds.length > 1 ? `${m.build} ` : ''}${m.scripts ? 'scripts' : 'no scripts'} ${samples.map((s) => s.score).join('/')}${tbt}`
        })
        .join('; ')
      const indexes = [...result.samples.values()].flat().map((s) => s.benchmarkIndex)
      console.log(`${result.name}: ${line} (benchmarkIndex ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))})`)
    }
  } finally {
    await chrome.kill()
    for (const { site } of sites) await site.stop()
  }

  const missed: string[] = []
  for (const build of builds) {
    const header = ['route', 'score', 'LCP', 'TBT', 'ceiling', 'LCP', 'TBT', 'gap', 'runs', 'failed']
    const lines = results.map((result) => {
      const withScripts = result.samples.get(key({ build, scripts: true })) ?? []
      const without = result.samples.get(key({ build, scripts: false })) ?? []
      const failed = (result.failures.get(key({ build, scripts: true }))?.length ?? 0) + (result.failures.get(key({ build, scripts: false }))?.length ?? 0)
      if (!withScripts.length || !without.length) {
        missed.push(`${build} ${result.name}: no successful run`)
        return [result.name, '-', '-', '-', '-', '-', '-', '-', `${withScripts.length}+${without.length}`, String(failed)]
      }
      const score = median(withScripts.map((s) => s.score))
      const top = median(without.map((s) => s.score))
      const gap = top - score
      if (score < CEILING_TARGET || gap > CEILING_MAX_GAP) missed.push(`${build} ${result.name}: ${score} (ceiling ${top})`)
      const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
      return [
        result.name,
        String(score),
        seconds(median(withScripts.map((s) => s.lcpMs))),
        `${Math.round(median(withScripts.map((s) => s.tbtMs)))} ms`,
        String(top),
        seconds(median(without.map((s) => s.lcpMs))),
        `${Math.round(median(without.map((s) => s.tbtMs)))} ms`,
        gap > 0 ? `-${gap}` : `+${-gap}`,
        `${withScripts.length}+${without.length}`,
        String(failed),
      ]
    })
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
    const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
    console.log(`\n${builds.length > 1 ? `${build}: ` : ''}medians of ${runs} runs with scripts, and of ${runs} with script URLs blocked (the ceiling)`)
    console.log(format(header))
    for (const line of lines) console.log(format(line))
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1)
  const indexes = results.flatMap((r) => [...r.samples.values()].flat().map((s) => s.benchmarkIndex))
  console.log(`\nbenchmarkIndex median ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}); the targets assume 3,000 or more`)
  console.log(`${minutes} min; load average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')} (${os.cpus().length} cores)`)
  if (!missed.length) {
    console.log(`Every route at ${CEILING_TARGET} or more and within ${CEILING_MAX_GAP} point of its ceiling.`)
    return
  }
  console.log(`\nTargets (≥ ${CEILING_TARGET}, ≤ ${CEILING_MAX_GAP} point below the ceiling) missed:`)
  for (const line of missed) console.log(`  ${line}`)
  process.exitCode = 1
}

async function main() {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
  if (!fs.existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: install the Debian package "chromium" or set CHROME_PATH.`)
  if (process.argv.includes('--ceiling')) return ceiling(Math.max(1, Number(option('runs') ?? 5)), chromePath)
  const runs = Math.max(1, Number(option('runs') ?? 3))
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
