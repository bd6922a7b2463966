import { unstable_cache } from 'next/cache'
import { CACHE_TAGS } from '@/content/cacheTags'
import type { GrantYear } from '@/payload-types'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/**
 * Grant years, newest first, with their grantees (depth 2 reaches the grantees' pictures);
 * cached until a year, a grantee or a picture changes.
 */
export const getGrantYears = unstable_cache(
  async (): Promise<GrantYear[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'grant-years', sort: '-year', depth: 2, limit: 100, pagination: false, overrideAccess: false })
    return docs
  },
  ['grant-years-newest-first'],
  { tags: [CACHE_TAGS.grants, CACHE_TAGS.media] },
)
