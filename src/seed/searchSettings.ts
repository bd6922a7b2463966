import type { Payload } from 'payload'
import { DEFAULT_SYNONYMS } from '@/search/synonyms'
import type { SeedLog } from './index'

/** The pages offered when a search finds nothing: the first questions most visitors come with. */
export const DEMO_STAFF_PICK_PATHS = [
  '/about-prostate-cancer/what-is-prostate-cancer',
  '/about-prostate-cancer/diagnosis-and-staging/the-psa-test-and-the-dre',
  '/get-support/peer-support',
]

/** Search settings: the starting synonyms and three staff picks, only while staff never saved them. */
export async function seedSearchSettings(payload: Payload, log: SeedLog): Promise<void> {
  const current = await payload.findGlobal({ slug: 'search-settings', depth: 0, overrideAccess: true })
  if (current.updatedAt) return
  const pages = await payload.find({
    collection: 'pages',
    where: { path: { in: DEMO_STAFF_PICK_PATHS } },
    depth: 0,
    limit: DEMO_STAFF_PICK_PATHS.length,
    overrideAccess: true,
  })
  const byPath = new Map(pages.docs.map((page) => [page.path, page.id]))
  await payload.updateGlobal({
    slug: 'search-settings',
    data: {
      synonyms: DEFAULT_SYNONYMS.map((words) => ({ words })),
      staffPicks: DEMO_STAFF_PICK_PATHS.map((path) => byPath.get(path)).filter((id) => id !== undefined),
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  log('Search settings: starting synonyms and three pages for searches that find nothing')
}
