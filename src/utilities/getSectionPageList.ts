import { unstable_cache } from 'next/cache'
import { buildPageList, type ListedPage, type PageList } from '@/infoPages/pageList'
import { getPayloadClient } from './getPayloadClient'
import { CACHE_TAGS } from '@/content/cacheTags'

const SELECT = { title: true, path: true, pageOrder: true, listSubpages: true, parent: true } as const

/**
 * The page list a page shows: the page itself when it has "show a page list" set, otherwise
 * its parent when the parent has. Published pages only, as visitors see them.
 */
async function loadPageList(pageId: number, parentId: number | null): Promise<PageList | null> {
  const payload = await getPayloadClient()
  const ids = parentId === null ? [pageId] : [pageId, parentId]
  const published = { _status: { equals: 'published' } } as const
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ id: { in: ids } }, published] },
    select: SELECT,
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  const section = [pageId, parentId].map((id) => docs.find((d) => d.id === id && d.listSubpages)).find(Boolean)
  if (!section?.path) return null
  const children = await payload.find({
    collection: 'pages',
    where: { and: [{ parent: { equals: section.id } }, published] },
    select: SELECT,
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: false,
  })
  const listed = (doc: (typeof children.docs)[number]): ListedPage[] =>
    doc.path ? [{ id: doc.id, title: doc.title, path: doc.path, pageOrder: doc.pageOrder }] : []
  return buildPageList(listed(section)[0]!, children.docs.flatMap(listed), pageId)
}

/** Cached until any page changes (the list depends on titles, order and status of several pages). */
export const getSectionPageList = unstable_cache(loadPageList, ['section-page-list'], { tags: [CACHE_TAGS.pages] })
