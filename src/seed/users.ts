import type { Payload } from 'payload'
import type { Role } from '@/access/roles'
import { DEMO_TOTP_SECRET } from '@/auth/demoTwoFactor'
import { needsTwoFactor } from '@/auth/twoFactor'
import { isProductionSite } from '@/utilities/runtimeEnv'
import type { SeedLog } from './index'

export const DEMO_ADMIN_EMAIL = 'admin@example.org'

/**
 * One demo account per role, all with the demo admin's password (see below). The roles that
 * require two-factor sign-in (Administrator, Finance) have it on with DEMO_TOTP_SECRET.
 */
export const DEMO_ACCOUNTS: readonly { email: string; name: string; role: Role }[] = [
  { email: DEMO_ADMIN_EMAIL, name: 'Demo Admin', role: 'administrator' },
  { email: 'editor@example.org', name: 'Demo Editor', role: 'editor' },
  { email: 'finance@example.org', name: 'Demo Finance', role: 'finance' },
  { email: 'support@example.org', name: 'Demo Support', role: 'support' },
]

/**
 * The demo admin's password when DEMO_ADMIN_PASSWORD is not set. A fixed, published password
 * is acceptable only because this account is never created on a production site: it exists
 * on a developer's machine, in tests and on demo copies whose data is all placeholder content,
 * so that a newcomer can sign in to /admin right after `npm start` without reading logs. On
 * production the first admin is created by a person through /admin, with their own password.
 */
export const DEFAULT_DEMO_ADMIN_PASSWORD = 'demo-charity-admin'

/**
 * Outside production, creates one demo account per role when there is no user at all, and
 * returns the demo admin's credentials (the others share its password). In production it
 * creates nobody and says how to create the first admin.
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
  for (const account of DEMO_ACCOUNTS) {
    await payload.create({
      collection: 'users',
      data: {
        email: account.email,
        password,
        name: account.name,
        roles: [account.role],
        ...(needsTwoFactor({ roles: [account.role] }) ? { totpEnabled: true, totpSecret: DEMO_TOTP_SECRET } : {}),
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  }
  log(`Users: created the demo accounts ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}.`)
  return { email: DEMO_ADMIN_EMAIL, password }
}
