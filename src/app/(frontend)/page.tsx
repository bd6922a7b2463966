import { organizationJsonLd } from '@/seo/organization'
import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { getEvents } from '@/collections/Events/queries'
import { getStories } from '@/collections/Stories/queries'
import { HeroCarousel } from '@/components/HeroCarousel/HeroCarousel.client'
import { heroSlides, partnerLogos } from '@/components/HeroCarousel/slides'
import { LatestStories } from '@/components/Home/LatestStories'
import { OurVision } from '@/components/Home/OurVision'
import { TakeAction } from '@/components/Home/TakeAction'
import { UpcomingEvents } from '@/components/Home/UpcomingEvents'
import { WidePhoto } from '@/components/Home/WidePhoto'
import { JsonLd } from '@/components/JsonLd'
import { PageHero } from '@/components/PageHero'
import { imageOf } from '@/content/media'
import { contentMetadata } from '@/content/metadata'
import { upcomingEvents } from '@/content/ordering'
import { getPageByPath } from '@/utilities/getPage'
import { getHomePage, getOwnHosts, getSiteSettings } from '@/content/globals'
import { serverUrl } from '@/utilities/runtimeEnv'

// "Upcoming" depends on the day: render at least hourly even when nothing is edited.
export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const [page, settings] = await Promise.all([getPageByPath('/'), getSiteSettings()])
  const image = imageOf(page?.heroSlides?.[0]?.image, 'wide') ?? imageOf(page?.hero?.image, 'wide')
  const metadata = contentMetadata({ title: settings.name, description: page?.meta?.description || page?.hero?.intro, path: '/', image })
  // The home page's title is the organisation's name on its own.
  return { ...metadata, title: { absolute: settings.name } }
}

export default async function HomePage() {
  const { isEnabled: draft } = await draftMode()
  const [page, settings, home, stories, events, ownHosts] = await Promise.all([
    getPageByPath('/', draft),
    getSiteSettings(),
    getHomePage(),
    getStories(),
    getEvents(),
    getOwnHosts(),
  ])
  const slides = heroSlides(page?.heroSlides, ownHosts)
  const partners = partnerLogos(home.partnerLogos)
  const upcoming = upcomingEvents(events, new Date(), 3)
  const photo = imageOf(home.photo, 'hero')

  return (
    <>
      <h1 className="sr-only">{settings.name}</h1>
      {slides.length ? <HeroCarousel slides={slides} partners={partners} /> : <PageHero heading={page?.hero?.heading || settings.name} intro={page?.hero?.intro} image={page?.hero?.image} />}

      {page?.layout?.length ? (
        <div className="mx-auto max-w-5xl space-y-10 px-4 pt-10">
          <RenderBlocks blocks={page.layout} />
        </div>
      ) : null}

      <OurVision vision={home.vision} initiatives={home.initiatives} />
      {photo && <WidePhoto photo={photo} />}
      <LatestStories stories={stories} />
      <UpcomingEvents events={upcoming} />
      <TakeAction />

      <JsonLd data={organizationJsonLd(settings, serverUrl())} />
    </>
  )
}
