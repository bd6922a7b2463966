/**
 * npm run measure:instances [-- --edits 5 --reuse-build]
 *
 * How long an edit published through one instance takes to reach the others: three instances
 * of one build (scripts/instances.ts) on one embedded PostgreSQL database, as in production.
 * Each edit changes a page's title through the first instance's REST API. It is timed from the
 * API's answer (the edit is then committed) until the page on each of the other two shows it,
 * and until their search finds it. Prints each edit's times, then the median and the worst.
 * The product aims at 2 s on a quiet machine. Builds into .next-bench, or reuses it with
 * --reuse-build, as bench:pages does.
 */
import os from 'node:os'
import { adminToken } from './lib/adminToken'
import { percentile } from './lib/benchDatabase'
import { msUntil } from './lib/msUntil'
import { option } from './lib/option'
import { startInstances } from './instances'
import { createDatabase, startPostgres } from '../tests/helpers/postgresServer'

const EDITS = Number(option('edits') ?? 5)
const PAGE_PATH = '/about-prostate-cancer/what-is-prostate-cancer/the-prostate'
const PAGE_SLUG = 'the-prostate'
const DIST_DIR = '.next-bench'
/** Polled this often: a finer poll than the browser tests', so that it adds little to what is measured. */
const POLL_MS = 25

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50)

async function main() {
  const server = await startPostgres()
  const databaseUrl = await createDatabase(server.adminUrl, 'site_measure_instances')
  const instances = await startInstances({
    count: 3,
    distDir: DIST_DIR,
    reuseBuild: process.argv.includes('--reuse-build'),
    env: { DATABASE_URL: databaseUrl },
    log: (message) => process.stderr.write(`[instances] ${message}\n`),
  })
  try {
    const [one, ...others] = instances.sites
    const token = `JWT ${await adminToken(one!.baseURL, one!.demoAdmin!)}`
    const found = await fetch(`${one!.baseURL}/api/pages?where[slug][equals]=${PAGE_SLUG}&depth=0`, { headers: { authorization: token } })
    const [page] = ((await found.json()) as { docs: { id: number; title: string }[] }).docs
    if (!page) throw new Error(`No page at ${PAGE_PATH}`)

    const publish = async (title: string) => {
      const res = await fetch(`${one!.baseURL}/api/pages/${page.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({ title, _status: 'published' }),
      })
      if (res.status !== 200) throw new Error(`The edit was refused: HTTP ${res.status} ${await res.text()}`)
    }
    const pageShows = (base: string, word: string) => async () => (await (await fetch(`${base}${PAGE_PATH}`)).text()).includes(word)
    const searchFinds = (base: string, word: string) => async () => {
      const body = (await (await fetch(`${base}/api/search?value=${word}`)).json()) as { results?: { url: string }[] }
      return (body.results ?? []).some((result) => result.url === PAGE_PATH)
    }
    const reachAll = (since: number, word: string) =>
      Promise.all([
        Promise.all(others.map((site) => msUntil(since, pageShows(site.baseURL, word), `page on ${site.baseURL}`, 60_000, POLL_MS))),
        Promise.all(others.map((site) => msUntil(since, searchFinds(site.baseURL, word), `search on ${site.baseURL}`, 60_000, POLL_MS))),
      ])

    // Until a first edit no instance has rendered the page (they serve the build's copy), and a
    // first render also loads its code: not timed.
    const warm = Date.now()
    await publish(`${page.title} (warmupword)`)
    await reachAll(warm, 'warmupword')

    const shownTimes: number[] = []
    const searchTimes: number[] = []
    const saveTimes: number[] = []
    console.log(`\n${EDITS} edits published through instance 1; times until instances 2 and 3 show them (poll every ${POLL_MS} ms)\n`)
    console.log('edit  save ms  page shown ms (2 / 3)  search finds ms (2 / 3)')
    for (let edit = 1; edit <= EDITS; edit++) {
      const word = `measureword${edit}x`
      const saving = Date.now()
      await publish(`${page.title} (${word})`)
      const saved = Date.now()
      const [shown, searched] = await reachAll(saved, word)
      saveTimes.push(saved - saving)
      shownTimes.push(...shown)
      searchTimes.push(...searched)
      console.log(`${String(edit).padEnd(6)}${String(saved - saving).padEnd(9)}${shown.join(' / ').padEnd(23)}${searched.join(' / ')}`)
    }
    console.log('')
    console.log(`page shown on another instance       median ${median(shownTimes)} ms, worst ${Math.max(...shownTimes)} ms (aim: 2,000 ms)`)
    console.log(`found by another instance's search   median ${median(searchTimes)} ms, worst ${Math.max(...searchTimes)} ms (aim: 2,000 ms)`)
    console.log(`the edit's own save (not included)   median ${median(saveTimes)} ms`)
    console.log(`load average: ${os.loadavg().map((load) => load.toFixed(2)).join(', ')}`)
  } finally {
    await instances.stop()
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
