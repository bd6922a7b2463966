import { unstable_cache } from 'next/cache'
import { CACHE_TAGS } from '@/content/cacheTags'
import { getPayloadClient } from '@/utilities/getPayloadClient'
import { loadVideoLibrary } from './loadVideoLibrary'

/** The library read once per cache lifetime; edits and the YouTube sync clear the tag. */
export const getVideoLibrary = unstable_cache(async () => loadVideoLibrary(await getPayloadClient()), ['video-library'], {
  tags: [CACHE_TAGS.videos, CACHE_TAGS.media],
})
