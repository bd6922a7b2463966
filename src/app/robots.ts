import type { MetadataRoute } from 'next'
import { PRIVATE_PATH_PREFIXES } from '@/seo/sitemapPaths'
import { serverUrl } from '@/utilities/runtimeEnv'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const base = serverUrl().replace(/\/+$/, '')
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...PRIVATE_PATH_PREFIXES] },
    sitemap: `${base}/sitemap.xml`,
  }
}
