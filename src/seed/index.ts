import type { Payload } from 'payload'
import { seedDonations } from './donations'
import { seedMedia } from './media'
import { seedNavigation } from './navigation'
import { seedPages } from './pages'
import { seedInfoPages } from './infoPages'
import { seedRedirects } from './redirects'
import { seedSiteSettings } from './siteSettings'
import { seedUsers } from './users'
import { seedSupportAndAbout } from './supportAndAbout'
import { seedStoriesEventsNews } from './storiesEventsNews'
import { seedForms } from './forms'
import { seedVideos } from './videos'
import { seedSearchSettings } from './searchSettings'
import { seedRiskChecker } from './riskChecker'
import { seedPeerSupport } from './peerSupport'
import { seedFundraising } from './fundraising'

export type SeedLog = (message: string) => void

export type SeedResult = {
  /** Set when this run created the demo admin (never in production). */
  demoAdmin?: { email: string; password: string }
}

/**
 * Idempotent demo content: every part creates only what is missing, so running it twice
 * changes nothing and never overwrites an editor's changes.
 *
 * - Site settings: filled only while the organisation has no name.
 * - Navigation: filled only while the menu has no sections.
 * - Redirects: each created only when no redirect from its path exists.
 * - Users: a demo admin only when there is no user and the site is not production.
 * - Media: each demo image uploaded only when none has its file name or alt text.
 * - Pages: src/seed/pages.ts, given the ids of the demo images.
 * - Search settings: starting synonyms and staff picks, only while never saved.
 * - Risk checker: its first texts and review record, only while never saved.
 *
 * Every write passes `context.disableRevalidate` (there is no Next.js cache to clear while
 * seeding) and `overrideAccess` (the seed acts as the system, not as a visitor).
 */
export async function seed(payload: Payload, log: SeedLog = () => {}): Promise<SeedResult> {
  await seedSiteSettings(payload, log)
  await seedNavigation(payload, log)
  await seedRedirects(payload, log)
  const demoAdmin = await seedUsers(payload, log)
  const { heroImageId, diagramImageId } = await seedMedia(payload, log)
  await seedInfoPages(payload, log, { heroImageId, diagramImageId })
  await seedPages(payload, log, { heroImageId, diagramImageId })
  await seedSupportAndAbout(payload, log)
  await seedStoriesEventsNews(payload, log)
  await seedForms(payload, log)
  await seedPeerSupport(payload, log)
  await seedDonations(payload, log)
  await seedVideos(payload, log)
  await seedSearchSettings(payload, log)
  await seedRiskChecker(payload, log)
  await seedFundraising(payload, log)
  return demoAdmin ? { demoAdmin } : {}
}
