import { unstable_cache } from 'next/cache'
import { CONTENT_TAGS } from '@/content/paths'
import type { NewsPost } from '@/payload-types'
import { getPayloadClient } from '@/utilities/getPayloadClient'

async function findNews(draft: boolean, slug?: string): Promise<NewsPost[]> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'news-posts',
    where: slug ? { slug: { equals: slug } } : { _status: { equals: 'published' } },
    sort: '-date',
    draft,
    depth: 1,
    limit: slug ? 1 : 1000,
    pagination: false,
    overrideAccess: draft,
  })
  return result.docs
}

/** Every published news post, newest first (cached until a post changes). */
export const getNewsPosts = unstable_cache(() => findNews(false), ['news-all'], { tags: [CONTENT_TAGS.news] })

export async function getNewsPost(slug: string, draft = false): Promise<NewsPost | null> {
  if (draft) return (await findNews(true, slug))[0] ?? null
  return (await getNewsPosts()).find((p) => p.slug === slug) ?? null
}
