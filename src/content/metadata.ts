import type { Metadata } from 'next'
import type { ImageInfo } from './media'

/** Title, description, canonical address and Open Graph data of a list or detail page. */
export function contentMetadata({
  title,
  description,
  path,
  image,
  type = 'website',
}: {
  title: string
  description?: string | null
  path: string
  image?: ImageInfo | null
  type?: 'website' | 'article'
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
      ...(image ? { images: [{ url: image.src, width: image.width, height: image.height, alt: image.alt }] } : {}),
    },
  }
}

/** An absolute address for structured data (search engines need full URLs). */
export const absoluteUrl = (path: string, base: string) => new URL(path, base).toString()
