import Image from 'next/image'
import type { Media } from '@/payload-types'
import { mediaImageSrc } from '@/blocks/MediaBlock/imageSrc'

/** One item of a gallery field (src/fields/gallery.ts), read with depth ≥ 1. */
export type GalleryItem = {
  id?: string | null
  image?: number | Media | null
  videoUrl?: string | null
  caption?: string | null
}

/**
 * The shared gallery. Placeholder rendering (a plain list of figures) until the content issue
 * turns it into the slider the spec describes; the props stay the same.
 */
export function Gallery({ items, label = 'Gallery' }: { items: GalleryItem[] | null | undefined; label?: string }) {
  const shown = (items ?? []).filter((item) => (typeof item.image === 'object' && item.image?.url) || item.videoUrl)
  if (!shown.length) return null
  return (
    <section aria-label={label} className="grid gap-4">
      {shown.map((item, index) => {
        const media = typeof item.image === 'object' ? item.image : null
        return (
          <figure key={item.id ?? index}>
            {media?.url && media.width && media.height ? (
              <Image
                src={mediaImageSrc(media.url)}
                alt={media.alt ?? ''}
                width={media.width}
                height={media.height}
                sizes="(min-width: 64rem) 60rem, 100vw"
                className="h-auto w-full rounded-lg"
              />
            ) : item.videoUrl ? (
              <a href={item.videoUrl}>{item.caption || 'Watch the video'}</a>
            ) : null}
            {item.caption && media && <figcaption className="mt-2 text-base text-muted">{item.caption}</figcaption>}
          </figure>
        )
      })}
    </section>
  )
}
