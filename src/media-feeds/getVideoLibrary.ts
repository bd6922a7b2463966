import { unstable_cache } from 'next/cache'
import { CACHE_TAGS } from '@/content/cacheTags'
import { getPayloadClient } from '@/utilities/getPayloadClient'
import { queryVideoLibrary } from './queryVideoLibrary'

/**
 * The one way the page and GET /api/videos read the video library: once per cache lifetime;
 * edits and the YouTube sync clear the tag.
 */
export const getVideoLibrary = unstable_cache(async () => queryVideoLibrary(await getPayloadClient()), ['video-library'], {
  tags: [CACHE_TAGS.videos, CACHE_TAGS.media],
})
