import { unstable_cache } from 'next/cache'
import { CACHE_TAGS } from '@/content/cacheTags'
import type { SupportGroup } from '@/payload-types'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** Every support group a visitor may see, by city (cached until a group or picture changes). */
export const getSupportGroups = unstable_cache(
  async (): Promise<SupportGroup[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'support-groups', sort: 'city', depth: 1, limit: 500, pagination: false, overrideAccess: false })
    return docs
  },
  ['support-groups-by-city'],
  { tags: [CACHE_TAGS.supportGroups, CACHE_TAGS.media] },
)
