import { unstable_cache } from 'next/cache'
import type { Page } from '@/payload-types'
import { getPayloadClient } from './getPayloadClient'
import { CACHE_TAGS } from '@/content/cacheTags'

async function findPage(path: string, draft: boolean): Promise<Page | null> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    draft,
    limit: 1,
    depth: 2,
    overrideAccess: draft,
    pagination: false,
  })
  return result.docs[0] ?? null
}

const findPublishedPage = unstable_cache((path: string) => findPage(path, false), ['page-by-path'], {
  tags: [CACHE_TAGS.pages, CACHE_TAGS.media],
})

/** A published page at a site path (cached until a page changes), or its latest draft in preview. */
export function getPageByPath(path: string, draft = false): Promise<Page | null> {
  return draft ? findPage(path, true) : findPublishedPage(path)
}

/** Paths of every published page, for pre-rendering at build time. */
export const getPublishedPagePaths = unstable_cache(
  async (): Promise<string[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'pages',
      where: { _status: { equals: 'published' } },
      select: { path: true },
      depth: 0,
      limit: 1000,
      pagination: false,
    })
    return result.docs.map((d) => d.path).filter((p): p is string => Boolean(p))
  },
  ['published-page-paths'],
  { tags: [CACHE_TAGS.pages, CACHE_TAGS.media] },
)
