import { getPayloadClient } from '@/utilities/getPayloadClient'
import { DatabaseHitLog } from './databaseHitLog'

/** The site's one shared hit log: every rate limit and card-testing counter counts in the database. */
export const sharedHits = new DatabaseHitLog(getPayloadClient)
