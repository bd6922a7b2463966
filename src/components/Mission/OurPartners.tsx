import Image from 'next/image'
import { SmartLink } from '@/components/SmartLink'
import { imageOf } from '@/content/media'
import type { SupportAndAbout } from '@/payload-types'

type Partners = NonNullable<SupportAndAbout['mission']>['partners']

/** Partner logos, each linked to the partner when it has an address; nothing when there are none. */
export function OurPartners({ partners: list }: { partners: Partners }) {
  const partners = list ?? []
  if (!partners.length) return null
  return (
    <section aria-labelledby="partners-heading">
      <h2 id="partners-heading" className="mb-6 text-2xl">
        Our partners
      </h2>
      <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3" data-testid="partner-logos">
        {partners.map((partner, i) => {
          const logo = imageOf(partner.logo, 'thumbnail')
          const img = logo ? (
            <Image src={logo.src} alt={partner.name} width={logo.width} height={logo.height} className="mx-auto h-20 w-auto object-contain" />
          ) : (
            <span>{partner.name}</span>
          )
          return (
            <li key={partner.id ?? i} className="flex items-center justify-center rounded-lg border border-navy/10 p-4">
              {partner.url ? <SmartLink href={partner.url}>{img}</SmartLink> : img}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
