import type { Media } from '@/payload-types'
import { mediaImageSrc } from '@/blocks/MediaBlock/imageSrc'

export type ImageInfo = { src: string; width: number; height: number; alt: string }

type SizeName = 'thumbnail' | 'card' | 'wide' | 'hero'

/**
 * A populated upload as next/image needs it: the named size when Payload made one (it skips
 * sizes larger than the original), else the original. Null for an id, a missing file or a PDF.
 */
export function imageOf(value: number | Media | null | undefined, size?: SizeName): ImageInfo | null {
  if (!value || typeof value !== 'object' || !value.url || (value.mimeType && !value.mimeType.startsWith('image/'))) return null
  const sized = size ? value.sizes?.[size] : undefined
  if (sized?.url && sized.width && sized.height) {
    return { src: mediaImageSrc(sized.url), width: sized.width, height: sized.height, alt: value.alt ?? '' }
  }
  if (!value.width || !value.height) return null
  return { src: mediaImageSrc(value.url), width: value.width, height: value.height, alt: value.alt ?? '' }
}

/** The address of an uploaded file (a PDF), as a site path when it is served by this site. */
export function fileUrl(value: number | Media | null | undefined): string | null {
  if (!value || typeof value !== 'object' || !value.url) return null
  return mediaImageSrc(value.url)
}
