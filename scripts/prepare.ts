/**
 * Brings the database up to date: creates data/, applies committed migrations and seeds demo
 * content when the database is empty (`--seed` seeds anyway: `npm run seed`; the seed only
 * adds what is missing). Used by `npm start` and by the browser tests (with DATA_DIR /
 * DATABASE_URL / MEDIA_DIR pointing at a temporary folder).
 *
 * Run it with the Node arguments and read its result as scripts/prepareProtocol.ts says.
 */
import fs from 'node:fs'
import { getPayload, type Payload } from 'payload'
import config from '../src/payload.config'
import { seed } from '../src/seed'
import { DEMO_TOTP_SECRET } from '../src/auth/demoTwoFactor'
import { DEFAULT_DEMO_ADMIN_PASSWORD, DEMO_ADMIN_EMAIL } from '../src/seed/users'
import { dataDir, defaultSqliteUrl, isProductionSite, mediaDir } from '../src/utilities/runtimeEnv'
import { unreachableDatabaseMessage } from '../src/operations/databaseReachable'
import { formatPrepareResult } from './prepareProtocol'

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
  return `Sign in with the demo admin: ${DEMO_ADMIN_EMAIL} / ${password}, then give the two-factor code for the demo key ${DEMO_TOTP_SECRET} on /staff/two-factor (see the README)`
}

async function main() {
  fs.mkdirSync(dataDir(), { recursive: true })
  fs.mkdirSync(mediaDir(), { recursive: true })
  const force = process.argv.includes('--seed')
  // A database that is down: one clear line and exit code 1, not Payload's stack trace.
  const unreachable = await unreachableDatabaseMessage(process.env.DATABASE_URL || defaultSqliteUrl())
  if (unreachable) {
    console.error(unreachable)
    process.exit(1)
  }
  const payload = await getPayload({ config })
  await payload.db.migrate()
  const [pages, users] = await Promise.all([
    payload.count({ collection: 'pages', overrideAccess: true }),
    payload.count({ collection: 'users', overrideAccess: true }),
  ])
  const seeded = force || (pages.totalDocs === 0 && users.totalDocs === 0)
  const result = seeded ? await seed(payload, (m) => payload.logger.info(m)) : {}
  process.stdout.write(formatPrepareResult({ seeded, ...result, signIn: await signInHint(payload) }))
  await payload.destroy()
  process.exit(0)
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
