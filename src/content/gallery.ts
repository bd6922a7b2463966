import type { Media } from '@/payload-types'
import { parseYouTubeId } from '@/utilities/youtube'
import { imageOf } from './media'

/** One item of a gallery field (src/fields/gallery.ts), read with depth ≥ 1. */
export type GalleryItem = {
  id?: string | null
  image?: number | Media | null
  videoUrl?: string | null
  caption?: string | null
}

export type GallerySlide =
  | { key: string; kind: 'image'; src: string; width: number; height: number; alt: string; caption?: string | null }
  | { key: string; kind: 'video'; videoId: string; caption?: string | null }

/** Gallery items as slides: images (resized copies) or YouTube videos; items with neither are left out. */
export function toSlides(items: GalleryItem[] | null | undefined): GallerySlide[] {
  const slides: GallerySlide[] = []
  for (const [index, item] of (items ?? []).entries()) {
    const key = item.id ?? String(index)
    const videoId = item.videoUrl ? parseYouTubeId(item.videoUrl) : null
    const image = imageOf(item.image, 'wide')
    if (image) slides.push({ key, kind: 'image', ...image, caption: item.caption })
    else if (videoId) slides.push({ key, kind: 'video', videoId, caption: item.caption })
  }
  return slides
}
