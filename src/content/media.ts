import type { Media } from '@/payload-types'
import { mediaImageSrc } from '@/blocks/MediaBlock/imageSrc'

export type ImageInfo = { src: string; width: number; height: number; alt: string }

type SizeName = 'thumbnail' | 'card' | 'wide' | 'hero'

/** A populated upload as next/image needs it (a resized copy when one exists), or null. */
export function imageOf(value: number | Media | null | undefined, size?: SizeName): ImageInfo | null {
  if (!value || typeof value !== 'object' || !value.url) return null
  const sized = size ? value.sizes?.[size] : undefined
  if (sized?.url && sized.width && sized.height) {
    return { src: mediaImageSrc(sized.url), width: sized.width, height: sized.height, alt: value.alt ?? '' }
  }
  if (!value.width || !value.height) return null
  return { src: mediaImageSrc(value.url), width: value.width, height: value.height, alt: value.alt ?? '' }
}
