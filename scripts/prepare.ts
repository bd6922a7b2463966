/**
 * Brings the database up to date: creates data/, applies committed migrations and seeds demo
 * content when the database is empty. Used by `npm start` and by the browser tests (with
 * DATA_DIR / DATABASE_URL / MEDIA_DIR pointing at a temporary folder).
 * Prints its outcome on stdout as one line `PREPARE_RESULT={"seeded":…,"demoAdmin"?:…,"signIn":…}`
 * (Payload's logger writes asynchronously, so the line is found by its prefix, not its position).
 */
import fs from 'node:fs'
import { getPayload } from 'payload'
import config from '../src/payload.config'
import { seed } from '../src/seed'
import { DEFAULT_DEMO_ADMIN_PASSWORD, DEMO_ADMIN_EMAIL } from '../src/seed/users'
import { dataDir, isProductionSite, mediaDir } from '../src/utilities/runtimeEnv'

const RESULT_PREFIX = 'PREPARE_RESULT='

async function main() {
  fs.mkdirSync(dataDir(), { recursive: true })
  fs.mkdirSync(mediaDir(), { recursive: true })
  const force = process.argv.includes('--seed')
  const payload = await getPayload({ config })
  await payload.db.migrate()
  const [pages, users] = await Promise.all([
    payload.count({ collection: 'pages', overrideAccess: true }),
    payload.count({ collection: 'users', overrideAccess: true }),
  ])
  const empty = pages.totalDocs === 0 && users.totalDocs === 0
  let result = {}
  if (empty || force) {
    result = await seed(payload, (m) => payload.logger.info(m))
  }
  const summary = { seeded: empty || force, ...result, signIn: await signInHint(payload) }
  process.stdout.write(`\n${RESULT_PREFIX}${JSON.stringify(summary)}\n`)
  await payload.destroy()
  process.exit(0)
}

/** What `npm start` tells a person about signing in to /admin. */
async function signInHint(payload: Awaited<ReturnType<typeof getPayload>>): Promise<string> {
  const users = await payload.count({ collection: 'users', overrideAccess: true })
  if (users.totalDocs === 0) return 'No admin account yet: open /admin and create the first one.'
  if (isProductionSite()) return 'Sign in with your admin account.'
  const demo = await payload.count({
    collection: 'users',
    where: { email: { equals: DEMO_ADMIN_EMAIL } },
    overrideAccess: true,
  })
  if (!demo.totalDocs) return 'Sign in with your admin account.'
  const password = process.env.DEMO_ADMIN_PASSWORD || DEFAULT_DEMO_ADMIN_PASSWORD
  return `Sign in with the demo admin: ${DEMO_ADMIN_EMAIL} / ${password}`
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
