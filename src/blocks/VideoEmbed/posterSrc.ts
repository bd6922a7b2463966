import type { Media } from '@/payload-types'
import { imageSource } from '@/content/imageSource'

/**
 * The local address of a video's poster: the 640px card size when it exists (a poster is at
 * most a card wide), the original otherwise. Undefined when there is no usable image, for
 * example when the block was read with depth 0 or the image was deleted.
 */
export function posterSrc(poster: number | Media | null | undefined): string | undefined {
  return imageSource(poster, 'card')?.src
}
