import { unstable_cache } from 'next/cache'
import { CONTENT_TAGS } from '@/content/paths'
import type { Story } from '@/payload-types'
import { getPayloadClient } from '@/utilities/getPayloadClient'

async function findStories(draft: boolean, slug?: string): Promise<Story[]> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'stories',
    where: slug ? { slug: { equals: slug } } : { _status: { equals: 'published' } },
    sort: '-publishedAt',
    draft,
    depth: 1,
    limit: slug ? 1 : 1000,
    pagination: false,
    overrideAccess: draft,
  })
  return result.docs
}

/** Every published story, newest first (cached until a story changes). */
export const getStories = unstable_cache(() => findStories(false), ['stories-all'], { tags: [CONTENT_TAGS.stories] })

/** One story by slug: published (cached), or its latest draft while an editor previews. */
export async function getStory(slug: string, draft = false): Promise<Story | null> {
  if (draft) return (await findStories(true, slug))[0] ?? null
  return (await getStories()).find((s) => s.slug === slug) ?? null
}
