import type { Payload } from 'payload'
import { shapeVideoLibrary, type VideoLibraryData } from './videoLibrary'

/**
 * The library as visitors see it, read from the given Payload: published videos and all
 * playlists in their set order, shaped by shapeVideoLibrary. The site reads it through the
 * cached getVideoLibrary; this stays a file of its own because that one loads the site's
 * Payload config when imported, and tests must bring their own Payload first.
 */
export async function queryVideoLibrary(payload: Payload): Promise<VideoLibraryData> {
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
