import { unstable_cache } from 'next/cache'
import type { CollectionSlug, DataFromCollectionSlug } from 'payload'
import { getPayloadClient } from './getPayloadClient'
import { CACHE_TAGS } from '@/content/cacheTags'

type Options = { sort: string; tag: string }

/**
 * The two readers a collection with list and detail pages needs: every published document
 * (cached until the collection's tag is cleared by its hooks) and one document by slug,
 * published from that cached list or, while an editor previews, its latest draft.
 */
export function publishedCollection<S extends CollectionSlug>(collection: S, { sort, tag }: Options) {
  type Doc = DataFromCollectionSlug<S>
  const find = async (draft: boolean, slug?: string): Promise<Doc[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection,
      where: slug ? { slug: { equals: slug } } : { _status: { equals: 'published' } },
      sort,
      draft,
      depth: 1,
      limit: slug ? 1 : 1000,
      pagination: false,
      overrideAccess: draft,
    })
    return result.docs as Doc[]
  }
  const all = unstable_cache(() => find(false), [`${collection}-all`], { tags: [tag, CACHE_TAGS.media] })
  const bySlug = async (slug: string, draft = false): Promise<Doc | null> => {
    if (draft) return (await find(true, slug))[0] ?? null
    return (await all()).find((doc) => (doc as { slug?: string | null }).slug === slug) ?? null
  }
  return { all, bySlug }
}
