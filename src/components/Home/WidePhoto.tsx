import Image from 'next/image'
import type { ImageInfo } from '@/content/media'

/** The full-width photo between the vision and the stories. */
export function WidePhoto({ photo }: { photo: ImageInfo }) {
  return (
    <div className="relative h-[280px] w-full sm:h-[420px]">
      <Image src={photo.src} alt={photo.alt} fill sizes="100vw" className="object-cover" />
    </div>
  )
}
