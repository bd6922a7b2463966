/**
 * One copy of the site per browser-test worker (scripts/siteServer.ts), each with its own
 * temporary data folder and Next.js's own server (`next start`, as `npm start` runs it) on a free
 * port. The first is migrated and seeded and builds the site once into .next-test (never the
 * .next that `npm start` serves); the others start from a snapshot of its database and serve
 * copies of that build (.next-test-2, …), so no two databases share a page cache. A test file
 * reaches its worker's copy through `workerSite()` (tests/helpers/browser.ts): two files running
 * at once never see each other's edits, rate-limit counts or card checks.
 *
 * E2E_REUSE_BUILD=1 skips the build when .next-test exists (for iterating on tests only; the
 * build may then be older than the sources).
 *
 * The servers run with FORMS_MIN_FILL_MS=0, so the browser tests do not have to wait out the
 * forms' 2-second anti-spam minimum before sending. The server still decides: a post without
 * the form's elapsed-time field is still refused as too fast, and the real 2-second rule is
 * proven where a clock is cheap (tests/unit/forms-domain.test.ts, tests/int/forms-endpoint.test.ts).
 * Reset at each run: the rate-limit and card-testing counts live in the run's own new databases.
 */
import fs from 'node:fs'
import type { TestProject } from 'vitest/node'
import { startSite, type RunningSite } from '../../scripts/siteServer'

/** One running copy of the site, as the browser tests reach it. */
export type TestSite = {
  baseURL: string
  demoAdmin: { email: string; password: string } | null
  /** The site's data folder: the crash and sweep tests start their own server from a snapshot of it, the backup test backs it up. */
  dataDir: string
  /** The test gateway's card frame, on its own port: tests that post a gift directly get a token from it. */
  cardFrameUrl: string
  /** The build folder its server serves, where its log (site-server.log) is kept. */
  distDir: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One site per worker of the e2e project, in worker order (VITEST_POOL_ID 1, 2, …). */
    sites: TestSite[]
  }
}

/** The e2e project's worker count (vitest.config.ts): one site is started for each. */
const workerCount = (project: TestProject) => Math.max(1, Number(project.config.maxWorkers) || 1)

/** The build folder of worker n's site: the first builds, the others serve copies. */
const distDirOf = (n: number) => (n === 1 ? '.next-test' : `.next-test-${n}`)

export default async function setup(project: TestProject) {
  // TRUST_PROXY: the card-testing browser test sends its own X-Forwarded-For, so that the
  // declines it causes count against an address of its own, not the 127.0.0.1 of every other
  // test. The one declining test card is declined by several tests: its per-card limit is raised.
  // Every browser test gives from 127.0.0.1 with the few test cards: the distinct-cards rule
  // (tested in tests/int/donations-live-cards.test.ts) would ask them all for the check.
  // FORMS_MIN_FILL_MS is read at request time by src/forms/spam.ts; the build does not depend on it.
  const env = { FORMS_MIN_FILL_MS: '0', TRUST_PROXY: '1', RATE_LIMIT_CARD_DECLINES_MAX: '20', DONATION_CHALLENGE_AFTER_CARDS: '0', RATE_LIMIT_DONATION_CARDS_MAX: '0' }
  const running: RunningSite[] = []
  const stopAll = async () => {
    await Promise.all(running.map((site) => site.stop()))
    const died = running.map((site) => site.diedEarly()).filter(Boolean)
    if (died.length) throw new Error(died.join('; '))
  }
  try {
    const count = workerCount(project)
    for (let n = 1; n <= count; n++) {
      const first = n === 1
      running.push(
        await startSite({
          // The others start from a snapshot of the first's freshly seeded database: the same
          // content, without seeding again.
          ...(first
            ? { reuseBuild: process.env.E2E_REUSE_BUILD === '1' }
            : { distDir: distDirOf(n), copyBuildFrom: distDirOf(1), copyDataFrom: { dataDir: running[0]!.dataDir, demoAdmin: running[0]!.demoAdmin } }),
          env,
          log: (message) => process.stderr.write(`[e2e setup${count > 1 ? ` ${n}` : ''}] ${message}\n`),
        }),
      )
      // `npm test` starts the PostgreSQL integration files once this file exists: beside the browser
      // tests rather than beside the build, which uses both cores.
      if (first && process.env.E2E_SITE_READY_FILE) fs.writeFileSync(process.env.E2E_SITE_READY_FILE, running[0]!.baseURL)
    }
  } catch (error) {
    await stopAll().catch(() => {})
    throw error
  }
  project.provide(
    'sites',
    running.map((site, i) => ({
      baseURL: site.baseURL,
      demoAdmin: site.demoAdmin,
      dataDir: site.dataDir,
      cardFrameUrl: site.cardFrameUrl!,
      distDir: distDirOf(i + 1),
    })),
  )
  return stopAll
}
