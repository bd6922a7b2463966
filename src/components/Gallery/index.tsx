import Image from 'next/image'
import { toSlides, type GalleryItem } from '@/content/gallery'
import { GallerySlider, GalleryVideo } from './Gallery.client'

export type { GalleryItem } from '@/content/gallery'

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
          <GalleryVideo videoId={only.videoId} title={only.caption || 'Video'} />
        )}
        {only.caption && <figcaption className="mt-2 text-base text-muted">{only.caption}</figcaption>}
      </figure>
    </section>
  )
}
