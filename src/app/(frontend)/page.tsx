import { organizationJsonLd } from '@/seo/organization'
import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import Image from 'next/image'
import Link from 'next/link'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { getEvents } from '@/collections/Events/queries'
import { getStories } from '@/collections/Stories/queries'
import { EventCard } from '@/components/EventCard'
import { HeroCarousel, type HeroSlide, type PartnerLogo } from '@/components/HeroCarousel/HeroCarousel.client'
import { JsonLd } from '@/components/JsonLd'
import { PageHero } from '@/components/PageHero'
import { SmartLink } from '@/components/SmartLink'
import { StoryCard } from '@/components/StoryCard'
import { imageOf } from '@/content/media'
import { contentMetadata } from '@/content/metadata'
import { upcomingEvents } from '@/content/ordering'
import { EVENTS_PATH, STORIES_PATH } from '@/content/paths'
import { getPageByPath } from '@/utilities/getPage'
import { resolveLink } from '@/utilities/resolveLink'
import { serverUrl } from '@/utilities/runtimeEnv'
import { getHomePage, getOwnHosts, getSiteSettings } from '@/content/globals'

// "Upcoming" depends on the day: render at least hourly even when nothing is edited.
export const revalidate = 3600

const TAKE_ACTION = [
  { label: 'PARTICIPATE', href: '/get-involved/find-an-event', text: 'Join a walk, a ride or a tournament near you.' },
  { label: 'GIVE TODAY', href: '/ways-to-give/donate', text: 'Your gift keeps support groups meeting and research moving.' },
  { label: 'VOLUNTEER', href: '/get-involved/volunteer', text: 'Lend a hand at an event or in your community.' },
]

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
  const slides: HeroSlide[] = (page?.heroSlides ?? []).map((slide, i) => {
    const image = imageOf(slide.image, 'hero')
    const link = slide.learnMore ? resolveLink(slide.learnMore, ownHosts) : null
    return {
      key: slide.id ?? String(i),
      title: slide.title,
      description: slide.description,
      image: image ? { src: image.src, width: image.width, height: image.height } : null,
      learnMore: link ? { href: link.href, external: link.kind === 'external' } : null,
    }
  })
  const partners: PartnerLogo[] = (home.partnerLogos ?? []).flatMap((p, i) => {
    const logo = imageOf(p.logo, 'thumbnail')
    return logo ? [{ key: p.id ?? String(i), name: p.name, url: p.url, src: logo.src, width: logo.width, height: logo.height }] : []
  })
  const upcoming = upcomingEvents(events, new Date(), 3)
  const photo = imageOf(home.photo, 'hero')
  const vision = home.vision

  return (
    <>
      <h1 className="sr-only">{settings.name}</h1>
      {slides.length ? <HeroCarousel slides={slides} partners={partners} /> : <PageHero heading={page?.hero?.heading || settings.name} intro={page?.hero?.intro} image={page?.hero?.image} />}

      {page?.layout?.length ? (
        <div className="mx-auto max-w-5xl space-y-10 px-4 pt-10">
          <RenderBlocks blocks={page.layout} />
        </div>
      ) : null}

      <section aria-labelledby="vision-heading" className="mx-auto max-w-7xl px-4 py-14" data-testid="home-vision">
        <h2 id="vision-heading" className="text-3xl text-navy">
          {vision?.heading || 'Our vision'}
        </h2>
        {vision?.text && <p className="mt-4 max-w-3xl text-lg">{vision.text}</p>}
        {vision?.figures?.length ? (
          <dl className="mt-8 grid grid-cols-2 gap-6 lg:grid-cols-4" data-testid="home-figures">
            {vision.figures.map((figure) => (
              <div key={figure.id ?? figure.label} className="flex flex-col-reverse rounded-lg bg-sky-light p-6 text-center">
                <dt className="mt-1 text-lg">{figure.label}</dt>
                <dd className="text-4xl font-bold text-navy">{figure.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {vision?.facts?.length ? (
          <ul className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-lg font-semibold text-navy">
            {vision.facts.map((fact) => (
              <li key={fact.id ?? fact.text}>{fact.text}</li>
            ))}
          </ul>
        ) : null}
        {home.initiatives?.length ? (
          <>
            <h3 className="mt-12 text-2xl text-navy">Key initiatives</h3>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-initiatives">
              {home.initiatives.map((item) => (
                <li key={item.id ?? item.title} className="rounded-lg border border-sky-light p-5">
                  <h4 className="text-xl text-navy">{item.link ? <SmartLink href={item.link}>{item.title}</SmartLink> : item.title}</h4>
                  {item.description && <p className="mt-2">{item.description}</p>}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      {photo && (
        <div className="relative h-[280px] w-full sm:h-[420px]">
          <Image src={photo.src} alt={photo.alt} fill sizes="100vw" className="object-cover" />
        </div>
      )}

      {stories.length > 0 && (
        <section aria-labelledby="home-stories-heading" className="mx-auto max-w-7xl px-4 py-14" data-testid="home-stories">
          <h2 id="home-stories-heading" className="text-3xl text-navy">
            Patient stories
          </h2>
          <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {stories.slice(0, 3).map((story) => (
              <li key={story.id} className="flex">
                <StoryCard story={story} headingLevel={3} />
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <Link href={STORIES_PATH} className="font-semibold">
              See All Stories
            </Link>
          </p>
        </section>
      )}

      <section aria-labelledby="home-events-heading" className="bg-sky-light" data-testid="home-events">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="home-events-heading" className="text-3xl text-navy">
            Upcoming events
          </h2>
          {upcoming.length ? (
            <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {upcoming.map((event) => (
                <li key={event.id} className="flex">
                  <EventCard event={event} headingLevel={3} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4">New events will be announced soon.</p>
          )}
          <p className="mt-8">
            <Link href={EVENTS_PATH} className="font-semibold">
              See all events
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="take-action-heading" className="bg-navy text-white" data-testid="take-action">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="take-action-heading" className="text-3xl text-white">
            Take action now
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-3">
            {TAKE_ACTION.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="block rounded bg-donate px-5 py-4 text-center text-lg font-bold text-navy-dark no-underline hover:bg-donate-dark">
                  {item.label}
                </Link>
                <p className="mt-3 text-white">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <JsonLd data={organizationJsonLd(settings, serverUrl())} />
    </>
  )
}
