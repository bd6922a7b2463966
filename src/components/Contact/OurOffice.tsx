import Image from 'next/image'
import type { ImageInfo } from '@/content/media'
import type { SiteSetting } from '@/payload-types'

/** The contact page's picture beside the office address, linked to the map when there is one. */
export function OurOffice({ picture, settings }: { picture: ImageInfo | null; settings: SiteSetting }) {
  const a = settings.address
  const addressText = `${a.street}, ${a.city}, ${a.province} ${a.postalCode}, ${a.country}`
  return (
    <div className="grid items-start gap-8 md:grid-cols-2">
      {picture && (
        <Image
          src={picture.src}
          alt={picture.alt}
          width={picture.width}
          height={picture.height}
          sizes="(min-width: 48rem) 30rem, 100vw"
          className="h-auto w-full rounded-lg"
        />
      )}
      <section aria-labelledby="address-heading">
        <h2 id="address-heading" className="text-2xl">
          Our office
        </h2>
        <address className="mt-3 not-italic" data-testid="contact-address">
          {settings.mapUrl ? (
            <a href={settings.mapUrl} target="_blank" rel="noopener noreferrer">
              {addressText}
              <span className="sr-only"> (map, opens in a new tab)</span>
            </a>
          ) : (
            addressText
          )}
        </address>
      </section>
    </div>
  )
}
