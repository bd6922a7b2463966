import { unstable_cache } from 'next/cache'
import { MEDIA_TAG } from '@/utilities/revalidate'
import type { Config } from '@/payload-types'
import { getPayloadClient } from './getPayloadClient'

type GlobalSlug = keyof Config['globals']

export const globalTag = (slug: string) => `global_${slug}`

/** Reads a global once per cache lifetime; the global's afterChange hook clears the tag. */
export function getCachedGlobal<S extends GlobalSlug>(slug: S, depth = 1): () => Promise<Config['globals'][S]> {
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      return (await payload.findGlobal({ slug, depth })) as Config['globals'][S]
    },
    [slug, String(depth)],
    { tags: [globalTag(slug), MEDIA_TAG] },
  )
}
