/**
 * One copy of the site for all browser tests (scripts/siteServer.ts): a temporary data folder,
 * migrated and seeded, a production build in .next-test (never the .next that `npm start`
 * serves) and Next.js's own server (`next start`, as `npm start` runs it) on a free port. Tests read the address and the demo
 * admin's credentials with `inject('baseURL')`, `inject('demoAdmin')`.
 *
 * E2E_REUSE_BUILD=1 skips the build when .next-test exists (for iterating on tests only; the
 * build may then be older than the sources).
 *
 * The server runs with FORMS_MIN_FILL_MS=0, so the browser tests do not have to wait out the
 * forms' 2-second anti-spam minimum before sending. The server still decides: a post without
 * the form's elapsed-time field is still refused as too fast, and the real 2-second rule is
 * proven where a clock is cheap (tests/unit/forms-domain.test.ts, tests/int/forms-endpoint.test.ts).
 * Reset at each run: the rate-limit and card-testing counts live in the run's own new database.
 */
import fs from 'node:fs'
import type { TestProject } from 'vitest/node'
import { startSite } from '../../scripts/siteServer'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    demoAdmin: { email: string; password: string } | null
    /** The site's data folder: the crash and sweep tests start their own server from a snapshot of it, the backup test backs it up. */
    dataDir: string
    /** The test gateway's card frame, on its own port: tests that post a gift directly get a token from it. */
    cardFrameUrl: string
  }
}

export default async function setup(project: TestProject) {
  const site = await startSite({
    reuseBuild: process.env.E2E_REUSE_BUILD === '1',
    // Read at request time by src/forms/spam.ts; the build does not depend on it.
    // TRUST_PROXY: the card-testing browser test sends its own X-Forwarded-For, so that the
    // declines it causes count against an address of its own, not the 127.0.0.1 of every other
    // test. The one declining test card is declined by several tests: its per-card limit is raised.
    // Every browser test gives from 127.0.0.1 with the few test cards: the distinct-cards rule
    // (tested in tests/int/donations-live-cards.test.ts) would ask them all for the check.
    env: { FORMS_MIN_FILL_MS: '0', TRUST_PROXY: '1', RATE_LIMIT_CARD_DECLINES_MAX: '20', DONATION_CHALLENGE_AFTER_CARDS: '0', RATE_LIMIT_DONATION_CARDS_MAX: '0' },
    log: (message) => process.stderr.write(`[e2e setup] ${message}\n`),
  })
  project.provide('baseURL', site.baseURL)
  project.provide('demoAdmin', site.demoAdmin)
  project.provide('dataDir', site.dataDir)
  project.provide('cardFrameUrl', site.cardFrameUrl!)
  // `npm test` starts the PostgreSQL integration files once this file exists: beside the browser
  // tests, which leave a core idle, rather than beside the build, which uses both.
  if (process.env.E2E_SITE_READY_FILE) fs.writeFileSync(process.env.E2E_SITE_READY_FILE, site.baseURL)
  return async () => {
    await site.stop()
    const died = site.diedEarly()
    if (died) throw new Error(died)
  }
}
