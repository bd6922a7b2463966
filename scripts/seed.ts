/**
 * `npm run seed`: applies committed migrations, then adds the demo content that is missing.
 * Safe to run again: nothing an editor has changed is overwritten (see src/seed/index.ts).
 * Uses the same DATA_DIR / DATABASE_URL / MEDIA_DIR as the site.
 * Prints one JSON line on the last line of stdout: { seeded: true, demoAdmin? }.
 */
import fs from 'node:fs'
import { getPayload } from 'payload'
import config from '../src/payload.config'
import { seed } from '../src/seed'
import { dataDir, isProductionSite, mediaDir } from '../src/utilities/runtimeEnv'

async function main() {
  fs.mkdirSync(dataDir(), { recursive: true })
  fs.mkdirSync(mediaDir(), { recursive: true })
  const payload = await getPayload({ config })
  await payload.db.migrate()

  const out = process.stdout
  out.write('\nSeeding demo content' + (isProductionSite() ? ' (production site)' : '') + ':\n')
  const result = await seed(payload, (message) => out.write(`  - ${message}\n`))
  out.write('Seed finished.\n')
  if (result.demoAdmin) {
    out.write(
      '\nDemo admin created (for local and demo use only; change or remove it before going live):\n' +
        `  e-mail:   ${result.demoAdmin.email}\n` +
        `  password: ${result.demoAdmin.password}\n` +
        '  sign in at /admin\n',
    )
  }
  out.write('\n' + JSON.stringify({ seeded: true, ...result }) + '\n')
  await payload.destroy()
  process.exit(0)
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
