import { unstable_cache } from 'next/cache'
import { MEDIA_TAG } from '@/utilities/revalidate'
import { getPayloadClient } from '@/utilities/getPayloadClient'
import { VIDEOS_TAG } from './cacheTags'
import { queryVideoLibrary } from './queryVideoLibrary'

/**
 * The one way the page and GET /api/videos read the video library: once per cache lifetime;
 * edits and the YouTube sync clear the tag.
 */
export const getVideoLibrary = unstable_cache(async () => queryVideoLibrary(await getPayloadClient()), ['video-library'], {
  tags: [VIDEOS_TAG, MEDIA_TAG],
})
