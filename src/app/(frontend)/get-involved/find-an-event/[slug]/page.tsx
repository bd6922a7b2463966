import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import Image from 'next/image'
import Link from '@/components/IntentLink/IntentLink.client'
import { notFound } from 'next/navigation'
import { getEvent, getEvents } from '@/collections/Events/queries'
import { Gallery } from '@/components/Gallery'
import { JsonLd } from '@/components/JsonLd'
import { PageHero } from '@/components/PageHero'
import { RichText } from '@/components/RichText'
import { SmartLink } from '@/components/SmartLink'
import { EventFacts } from '@/components/EventFacts'
import { EventCampaign } from '@/components/Fundraising/EventCampaign'
import { EVENT_EXCERPT_LENGTH, richTextExcerpt } from '@/content/excerpt'
import { contentMetadata } from '@/content/metadata'
import { imageOf } from '@/content/media'
import { EVENTS_PATH, eventPath } from '@/content/paths'
import { eventJsonLd } from '@/seo/eventJsonLd'
import { serverUrl } from '@/utilities/runtimeEnv'
import { getOwnHosts, getSiteSettings } from '@/content/globals'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getEvents()).filter((e) => e.slug).map((e) => ({ slug: e.slug! }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = await getEvent((await params).slug)
  if (!event) return { title: 'Page not found', robots: { index: false } }
  return contentMetadata({
    title: event.title,
    description: richTextExcerpt(event.description, 160),
    path: eventPath(event.slug ?? ''),
    image: imageOf(event.featuredImage, 'wide'),
  })
}

export default async function EventPage({ params }: Props) {
  const { slug } = await params
  const { isEnabled: draft } = await draftMode()
  const event = await getEvent(slug, draft)
  if (!event) notFound()
  const [settings, ownHosts] = await Promise.all([getSiteSettings(), getOwnHosts()])
  const logo = imageOf(event.logo, 'thumbnail')
  const image = imageOf(event.featuredImage, 'wide')
  return (
    <article>
      <PageHero heading={event.title} image={event.featuredImage} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <div className="flex flex-wrap items-start justify-between gap-6">
          <EventFacts event={event} className="gap-x-3 gap-y-1 text-lg" testId="event-facts" />
          {logo && <Image src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} className="h-24 w-24 object-contain" />}
        </div>
        <RichText data={event.description} ownHosts={ownHosts} className="mt-8" />
        {event.website && (
          <p className="mt-6">
            <SmartLink href={event.website} className="font-semibold">
              Visit the event website
            </SmartLink>
          </p>
        )}
        <EventCampaign eventId={event.id} />
        <Gallery items={event.gallery} label={`Pictures: ${event.title}`} />
        <p className="mt-10">
          <Link href={EVENTS_PATH} className="inline-block rounded border-2 border-navy bg-navy px-5 py-3 font-semibold text-white no-underline hover:bg-navy-dark hover:text-white">
            BACK TO EVENTS
          </Link>
        </p>
      </div>
      <JsonLd data={eventJsonLd(event, serverUrl(), { description: richTextExcerpt(event.description, EVENT_EXCERPT_LENGTH), imageSrc: image?.src, organizerName: settings.name })} />
    </article>
  )
}
