/**
 * Applies every committed migration to the database in DATABASE_URL and exits: run once per
 * Vitest project (tests/helpers/migratedTemplate.ts) to make the migrated template that each
 * integration test file then copies, instead of migrating its own database from nothing.
 *
 *   DATABASE_URL=… node --conditions=production --import tsx tests/helpers/migrateDatabase.ts
 */
import { getPayload } from 'payload'
import config from '../../src/payload.config'

async function main() {
  const payload = await getPayload({ config })
  await payload.db.migrate()
  await payload.destroy()
  process.exit(0)
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
