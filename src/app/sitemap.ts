import type { MetadataRoute } from 'next'
import { getSearchIndex } from '@/search/store'
import { sitemapPaths } from '@/seo/sitemapPaths'
import { getPayloadClient } from '@/utilities/getPayloadClient'
import { allNavPaths } from '@/utilities/navigation'
import { serverUrl } from '@/utilities/runtimeEnv'
import { getNavTree } from '@/content/globals'

// Read per request from the in-memory search index, which publishing keeps current: the
// sitemap changes the moment content does, and costs no database query.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const payload = await getPayloadClient()
  const [index, tree] = await Promise.all([getSearchIndex(payload), getNavTree()])
  const base = serverUrl().replace(/\/+$/, '')
  return sitemapPaths(index.urls(), allNavPaths(tree)).map((path) => ({ url: `${base}${path}` }))
}
