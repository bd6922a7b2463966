import type { Payload } from 'payload'
import { isProductionSite } from '@/utilities/runtimeEnv'
import type { SeedLog } from './index'

export const DEMO_ADMIN_EMAIL = 'admin@example.org'

/**
 * The demo admin's password when DEMO_ADMIN_PASSWORD is not set. A fixed, published password
 * is acceptable only because this account is never created on a production site: it exists
 * on a developer's machine, in tests and on demo copies whose data is all placeholder content,
 * so that a newcomer can sign in to /admin right after `npm start` without reading logs. On
 * production the first admin is created by a person through /admin, with their own password.
 */
export const DEFAULT_DEMO_ADMIN_PASSWORD = 'demo-charity-admin'

/**
 * Outside production, creates a demo admin when there is no user at all, and returns its
 * credentials. In production it creates nobody and says how to create the first admin.
 */
export async function seedUsers(
  payload: Payload,
  log: SeedLog,
): Promise<{ email: string; password: string } | undefined> {
  const users = await payload.count({ collection: 'users', overrideAccess: true })
  if (users.totalDocs > 0) {
    log(`Users: ${users.totalDocs} already exist, none created.`)
    return undefined
  }
  if (isProductionSite()) {
    log(
      'Users: none exist and this is a production site, so no demo admin is created. ' +
        'Open /admin in a browser and create the first user there; that person becomes the first admin.',
    )
    return undefined
  }
  const password = process.env.DEMO_ADMIN_PASSWORD || DEFAULT_DEMO_ADMIN_PASSWORD
  await payload.create({
    collection: 'users',
    data: { email: DEMO_ADMIN_EMAIL, password, name: 'Demo Admin' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  log(`Users: created the demo admin ${DEMO_ADMIN_EMAIL}.`)
  return { email: DEMO_ADMIN_EMAIL, password }
}
