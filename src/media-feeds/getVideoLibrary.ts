import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { MEDIA_TAG } from '@/utilities/revalidate'
import { getPayloadClient } from '@/utilities/getPayloadClient'
import { VIDEOS_TAG } from './cacheTags'
import { shapeVideoLibrary, type VideoLibraryData } from './videoLibrary'

/**
 * The library as visitors see it, read straight from Payload: published videos and all
 * playlists (in their set order), shaped by shapeVideoLibrary. Tests and scripts call this
 * with their own Payload; the site goes through the cached getVideoLibrary below.
 */
export async function loadVideoLibrary(payload: Payload): Promise<VideoLibraryData> {
  const [playlistResult, videoResult] = await Promise.all([
    payload.find({ collection: 'playlists', pagination: false, depth: 0, sort: ['order', 'title'], overrideAccess: false }),
    payload.find({
      collection: 'library-videos',
      pagination: false,
      depth: 1,
      where: { _status: { equals: 'published' } },
      overrideAccess: false,
      populate: { playlists: { slug: true } },
    }),
  ])
  return shapeVideoLibrary(playlistResult.docs, videoResult.docs)
}

/**
 * The one way the page and GET /api/videos read the library: once per cache lifetime; edits
 * and the YouTube sync clear the tag.
 */
export const getVideoLibrary = unstable_cache(async () => loadVideoLibrary(await getPayloadClient()), ['video-library'], {
  tags: [VIDEOS_TAG, MEDIA_TAG],
})
