import Image from 'next/image'
import type { MediaBlock } from '@/payload-types'
import { imageSource } from '@/content/imageSource'

/** The figure is at most 48rem wide, inside the page's padded content column. */
const FIGURE_SIZES = '(min-width: 52rem) 48rem, calc(100vw - 2rem)'

export function MediaBlockView({ block }: { block: MediaBlock }) {
  // A number means the page was read with depth 0, or the image was deleted: nothing to show.
  const media = typeof block.media === 'object' ? block.media : null
  const image = imageSource(media)
  // next/image needs both dimensions to lay the figure out.
  if (!media || !image?.width || !image.height) return null
  const caption = block.caption || media.caption
  return (
    <figure className="max-w-3xl">
      <Image
        src={image.src}
        alt={media.alt ?? ''}
        width={image.width}
        height={image.height}
        sizes={FIGURE_SIZES}
        className="h-auto w-full rounded-lg"
      />
      {caption && <figcaption className="mt-2 text-base text-muted">{caption}</figcaption>}
    </figure>
  )
}
