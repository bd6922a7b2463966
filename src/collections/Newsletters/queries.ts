import { unstable_cache } from 'next/cache'
import { CACHE_TAGS } from '@/content/cacheTags'
import type { Newsletter } from '@/payload-types'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** Every issue a visitor may see, newest first (cached until a newsletter or picture changes). */
export const getNewsletters = unstable_cache(
  async (): Promise<Newsletter[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'newsletters', sort: '-date', depth: 1, limit: 500, pagination: false, overrideAccess: false })
    return docs
  },
  ['newsletters-newest-first'],
  { tags: [CACHE_TAGS.newsletters, CACHE_TAGS.media] },
)
