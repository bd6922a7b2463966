import type { Payload } from 'payload'
import { createCachedSource } from './cachedSource'
import { createCollectionSource } from './collectionSource'
import { createGraphSource } from './graphSource'
import type { InstagramSource } from './types'

export type { IgPage, IgPost, InstagramSource } from './types'

let graph: { key: string; source: InstagramSource } | undefined

/**
 * The configured feed: Instagram's Graph API when INSTAGRAM_ACCESS_TOKEN is set (cached a few
 * minutes, last good page on failure), otherwise the site's Instagram posts collection.
 * INSTAGRAM_GRAPH_URL points the client at another host (a stand-in in tests).
 */
export function instagramSource(getPayload: () => Promise<Payload>, env: NodeJS.ProcessEnv = process.env): InstagramSource {
  const token = env.INSTAGRAM_ACCESS_TOKEN?.trim()
  if (!token) return createCollectionSource(getPayload)
  const baseUrl = env.INSTAGRAM_GRAPH_URL?.trim() || undefined
  const key = `${token}@${baseUrl ?? ''}`
  if (graph?.key !== key) graph = { key, source: createCachedSource(createGraphSource({ token, baseUrl })) }
  return graph.source
}
