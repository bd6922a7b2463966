/**
 * Brings the database up to date: creates data/, applies committed migrations and seeds demo
 * content when the database is empty (`--seed` seeds anyway: `npm run seed`; the seed only
 * adds what is missing). Used by `npm start` and by the browser tests (with DATA_DIR /
 * DATABASE_URL / MEDIA_DIR pointing at a temporary folder).
 *
 * Run it as `node --conditions=production --import tsx scripts/prepare.ts`. Lexical's default
 * Node entry points pick their build with a top-level await, and on Node 20 under tsx's module
 * hooks loading them sometimes never settles (exit code 13, or a hang); the "production"
 * condition loads the build directly.
 *
 * Prints its outcome on stdout as one line `PREPARE_RESULT={"seeded":…,"demoAdmin"?:…,"signIn":…}`
 * (Payload's logger writes asynchronously, so the line is found by its prefix, not its position).
 */
import fs from 'node:fs'
import { getPayload, type Payload } from 'payload'
import config from '../src/payload.config'
import { seed } from '../src/seed'
import { DEFAULT_DEMO_ADMIN_PASSWORD, DEMO_ADMIN_EMAIL } from '../src/seed/users'
import { dataDir, isProductionSite, mediaDir } from '../src/utilities/runtimeEnv'

const RESULT_PREFIX = 'PREPARE_RESULT='

/** What `npm start` tells a person about signing in to /admin. */
async function signInHint(payload: Payload): Promise<string> {
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
  const seeded = force || (pages.totalDocs === 0 && users.totalDocs === 0)
  const result = seeded ? await seed(payload, (m) => payload.logger.info(m)) : {}
  const summary = { seeded, ...result, signIn: await signInHint(payload) }
  process.stdout.write(`\n${RESULT_PREFIX}${JSON.stringify(summary)}\n`)
  await payload.destroy()
  process.exit(0)
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
