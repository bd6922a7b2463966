import type { Payload } from 'payload'
import type { InstagramPost, Media } from '@/payload-types'
import { imageSource } from '@/content/imageSource'
import { IG_PAGE_SIZE, nextPageUrl, type IgChild, type IgPost, type InstagramSource } from './types'

/** The card-sized picture ('' when there is none, and the post or slide is then left out). */
const imageUrl = (image: number | Media | null | undefined): string => imageSource(image, 'card')?.src ?? ''

/** A stored Instagram post in the Graph API's shape (its id is the document's numeric id). */
export function storedPostToIg(doc: InstagramPost): IgPost | null {
  const media_url = imageUrl(doc.image)
  if (!media_url) return null
  const children: IgChild[] = (doc.children ?? [])
    .map((child, i) => ({ id: `${doc.id}${String(i + 1).padStart(2, '0')}`, media_type: 'IMAGE' as const, media_url: imageUrl(child.image) }))
    .filter((c) => c.media_url)
  return {
    id: String(doc.id),
    media_type: doc.mediaType,
    media_url,
    thumbnail_url: null,
    alt: typeof doc.image === 'object' ? doc.image?.alt : null,
    permalink: doc.permalink || null,
    timestamp: doc.timestamp,
    caption: doc.caption || null,
    children: doc.mediaType === 'CAROUSEL_ALBUM' && children.length ? { data: children } : null,
  }
}

/** The Instagram posts collection (published only), newest first; the cursor is the page number. */
export function createCollectionSource(getPayload: () => Promise<Payload>, pageSize = IG_PAGE_SIZE): InstagramSource {
  return {
    name: 'collection',
    async page(cursor) {
      const page = cursor && /^\d{1,6}$/.test(cursor) ? Number(cursor) : 1
      const payload = await getPayload()
      const result = await payload.find({
        collection: 'instagram-posts',
        where: { _status: { equals: 'published' } },
        sort: '-timestamp',
        limit: pageSize,
        page,
        depth: 1,
        overrideAccess: false,
      })
      return {
        data: result.docs.map(storedPostToIg).filter((p): p is IgPost => p !== null),
        next_page_url: nextPageUrl(result.hasNextPage ? String(page + 1) : null),
      }
    },
  }
}
