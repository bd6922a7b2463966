import { DatabaseHitLog } from './databaseHitLog'

/**
 * The site's one shared hit log: every rate limit and card-testing counter counts in the
 * database. Payload is imported when first needed: the limiters sit inside collections that the
 * Payload config itself imports, and a static import would make a cycle.
 */
export const sharedHits = new DatabaseHitLog(async () => (await import('@/utilities/getPayloadClient')).getPayloadClient())
