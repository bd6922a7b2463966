import Image from 'next/image'
import { imageSource } from '@/content/imageSource'
import type { Media } from '@/payload-types'

type Props = { heading: string; intro?: string | null; image?: Media | number | null; preload?: boolean }

/** The banner at the top of a page: never taller than 500px (spec), text over a darkened photo. */
export function PageHero({ heading, intro, image, preload = true }: Props) {
  const media = image && typeof image === 'object' ? image : null
  const src = imageSource(media, 'hero')?.src
  return (
    <div className="relative isolate flex max-h-[500px] min-h-[220px] items-end overflow-hidden bg-navy sm:min-h-[320px]">
      {src && (
        <Image
          src={src}
          alt=""
          fill
          preload={preload}
          fetchPriority={preload ? 'high' : undefined}
          sizes="100vw"
          className="-z-10 object-cover"
          data-print="hide"
          style={{ objectPosition: `${media?.focalX ?? 50}% ${media?.focalY ?? 50}%` }}
        />
      )}
      <div data-print="hide" className="absolute inset-0 -z-10 bg-gradient-to-t from-navy-dark/90 via-navy-dark/60 to-navy-dark/30" />
      <div className="mx-auto w-full max-w-7xl px-4 py-10">
        <h1 className="max-w-3xl text-3xl text-white sm:text-5xl">{heading}</h1>
        {intro && <p className="mt-4 max-w-2xl text-lg text-white">{intro}</p>}
      </div>
    </div>
  )
}
