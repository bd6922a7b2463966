import Image from 'next/image'

type Props = { image: { src: string; width: number; height: number }; lcp?: boolean }

/**
 * The 3:2 picture at the top of a story, event or news card: lazy by default. `lcp` marks the
 * first card of a list that opens a page (on a phone it is the largest thing in view), so it
 * is preloaded and fetched first instead of waiting for layout.
 */
export function CardImage({ image, lcp = false }: Props) {
  return (
    <Image
      src={image.src}
      alt=""
      width={image.width}
      height={image.height}
      sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 100vw"
      preload={lcp}
      fetchPriority={lcp ? 'high' : undefined}
      className="aspect-[3/2] w-full object-cover"
    />
  )
}
