/**
 * One copy of the site for all browser tests (scripts/siteServer.ts): a temporary data folder,
 * migrated and seeded, a production build in .next-test (never the .next that `npm start`
 * serves) and `next start` on a free port of 127.0.0.1. Tests read the address and the demo
 * admin's credentials with `inject('baseURL')`, `inject('demoAdmin')`.
 *
 * E2E_REUSE_BUILD=1 skips the build when .next-test exists (for iterating on tests only; the
 * build may then be older than the sources).
 */
import type { TestProject } from 'vitest/node'
import { startSite } from '../../scripts/siteServer'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    demoAdmin: { email: string; password: string } | null
  }
}

export default async function setup(project: TestProject) {
  const site = await startSite({
    reuseBuild: process.env.E2E_REUSE_BUILD === '1',
    log: (message) => process.stderr.write(`[e2e setup] ${message}\n`),
  })
  project.provide('baseURL', site.baseURL)
  project.provide('demoAdmin', site.demoAdmin)
  return async () => {
    await site.stop()
    const died = site.diedEarly()
    if (died) throw new Error(died)
  }
}
