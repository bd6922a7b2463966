import type { Metadata } from 'next'
import type { ImageInfo } from './media'

/** Shared when a page has no picture of its own: the awareness ribbon (public/images). */
export const DEFAULT_SHARE_IMAGE = { url: '/images/share-default.png', width: 1200, height: 630, alt: '' }

/** Title, description, canonical address, Open Graph and Twitter card data of a page. */
export function contentMetadata({
  title,
  description,
  path,
  image,
  type = 'website',
  ownImageFile = false,
}: {
  title: string
  description?: string | null
  path: string
  image?: ImageInfo | null
  type?: 'website' | 'article'
  /** The route has its own opengraph-image file: Next.js uses it only when the metadata names no images. */
  ownImageFile?: boolean
}): Metadata {
  return {
    title,
    description: description || undefined,
    alternates: { canonical: path },
    openGraph: {
      title,
      description: description || undefined,
      url: path,
      type,
      ...(ownImageFile ? {} : { images: [image ? { url: image.src, width: image.width, height: image.height, alt: image.alt } : DEFAULT_SHARE_IMAGE] }),
    },
    twitter: { card: 'summary_large_image' },
  }
}

/** An absolute address for structured data (search engines need full URLs). */
export const absoluteUrl = (path: string, base: string) => new URL(path, base).toString()
