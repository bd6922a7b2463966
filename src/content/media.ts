import type { Media } from '@/payload-types'
import { imageSource, mediaImageSrc } from './imageSource'

export type ImageInfo = { src: string; width: number; height: number; alt: string }

type SizeName = keyof NonNullable<Media['sizes']>

/**
 * A populated upload as next/image needs it: the named size, else the original (see
 * imageSource), with both dimensions known, since next/image cannot lay out an image
 * without them. Null for an id, a missing file or a PDF.
 */
export function imageOf(value: number | Media | null | undefined, size?: SizeName): ImageInfo | null {
  if (!value || typeof value !== 'object') return null
  // A size recorded without its dimensions gives way to the original rather than to no image.
  for (const image of [imageSource(value, size), imageSource(value)]) {
    if (image?.width && image.height) return { src: image.src, width: image.width, height: image.height, alt: value.alt ?? '' }
  }
  return null
}

/** The address of an uploaded file (a PDF), as a site path when it is served by this site. */
export function fileUrl(value: number | Media | null | undefined): string | null {
  if (!value || typeof value !== 'object' || !value.url) return null
  return mediaImageSrc(value.url)
}
