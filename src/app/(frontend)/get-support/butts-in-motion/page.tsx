import { BreadcrumbJsonLd } from '@/components/BreadcrumbJsonLd'
import type { Metadata } from 'next'
import { contentMetadata } from '@/content/metadata'
import { Gallery } from '@/components/Gallery'
import { PageHero } from '@/components/PageHero'
import { SmartLink } from '@/components/SmartLink'
import { BUTTS_IN_MOTION_PATH } from '@/content/paths'
import { getSupportAndAbout } from '@/content/globals'

export const metadata: Metadata = contentMetadata({ title: 'Butts in Motion', description: 'Gentle group exercise for men living with prostate cancer: where classes run and how to join.', path: BUTTS_IN_MOTION_PATH })

export default async function ButtsInMotionPage() {
  const about = await getSupportAndAbout()
  const section = about.buttsInMotion
  const locations = section?.locations ?? []
  return (
    <>
      <BreadcrumbJsonLd path={BUTTS_IN_MOTION_PATH} title="Butts in Motion" />
      <PageHero heading="Butts in Motion" intro={section?.intro} />
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-10">
        <section aria-labelledby="bim-locations">
          <h2 id="bim-locations" className="mb-6 text-2xl">
            Locations
          </h2>
          {locations.length ? (
            <ul className="grid gap-6 sm:grid-cols-2" data-testid="bim-locations">
              {locations.map((place, index) => (
                <li key={place.id ?? index} className="rounded-lg border border-navy/15 p-5">
                  <h3 className="text-lg">{place.location}</h3>
                  <ul className="mt-2 space-y-1">
                    {(place.links ?? []).map((link, i) => (
                      <li key={link.id ?? i}>
                        <SmartLink href={link.url}>{link.title}</SmartLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          ) : (
            <p>New locations will be listed here soon.</p>
          )}
        </section>
        <Gallery items={section?.gallery} label="Butts in Motion photos" />
      </div>
    </>
  )
}
