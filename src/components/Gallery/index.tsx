import Image from 'next/image'
import type { Media } from '@/payload-types'
import { imageOf } from '@/content/media'
import { parseYouTubeId } from '@/utilities/youtube'
import { YouTubeFacade } from '@/blocks/VideoEmbed/Component.client'
import { GallerySlider, type GallerySlide } from './Gallery.client'

/** One item of a gallery field (src/fields/gallery.ts), read with depth ≥ 1. */
export type GalleryItem = {
  id?: string | null
  image?: number | Media | null
  videoUrl?: string | null
  caption?: string | null
}

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

/**
 * The shared gallery (stories, events, news, pages): a slider when there is more than one
 * item, otherwise the single picture or video.
 */
export function Gallery({ items, label = 'Gallery' }: { items: GalleryItem[] | null | undefined; label?: string }) {
  const slides = toSlides(items)
  if (!slides.length) return null
  if (slides.length > 1) return <GallerySlider slides={slides} label={label} />
  const only = slides[0]!
  return (
    <section aria-label={label} className="my-8">
      <figure>
        {only.kind === 'image' ? (
          <Image src={only.src} alt={only.alt} width={only.width} height={only.height} sizes="(min-width: 64rem) 60rem, 100vw" className="h-auto w-full rounded-lg" />
        ) : (
          <YouTubeFacade videoId={only.videoId} title={only.caption || 'Video'} />
        )}
        {only.caption && <figcaption className="mt-2 text-base text-muted">{only.caption}</figcaption>}
      </figure>
    </section>
  )
}
