import type { Metadata } from 'next'
import Link from '@/components/IntentLink/IntentLink.client'
import { getEvents } from '@/collections/Events/queries'
import { EventList } from '@/components/EventCard/EventList'
import { JsonLd } from '@/components/JsonLd'
import { PageHero } from '@/components/PageHero'
import { contentMetadata } from '@/content/metadata'
import { imageOf } from '@/content/media'
import { pastEvents, upcomingEvents } from '@/content/ordering'
import { EVENTS_PATH } from '@/content/paths'
import { eventJsonLd } from '@/seo/eventJsonLd'
import { getPageByPath } from '@/utilities/getPage'
import { serverUrl } from '@/utilities/runtimeEnv'
import { EVENTS_INTRO, EVENTS_TEXT } from '@/content/pageIntros'

const DESCRIPTION = EVENTS_INTRO
/** Placeholder address of the events team (demo). */
const SPONSOR_EMAIL = 'events@example.org'

// Which events are upcoming depends on the day: render at most hourly even without edits.
export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPageByPath(EVENTS_PATH)
  const events = await getEvents()
  return contentMetadata({
    title: 'Find an event',
    description: page?.meta?.description || page?.hero?.intro || DESCRIPTION,
    path: EVENTS_PATH,
    image: imageOf(page?.hero?.image, 'wide') ?? imageOf(events[0]?.featuredImage, 'wide'),
  })
}

export default async function FindAnEventPage() {
  const [page, events] = await Promise.all([getPageByPath(EVENTS_PATH), getEvents()])
  const upcoming = upcomingEvents(events, new Date(), Infinity)
  const past = pastEvents(events, new Date())
  return (
    <>
      <PageHero heading={page?.hero?.heading || 'Find an event'} intro={page?.hero?.intro || DESCRIPTION} image={page?.hero?.image} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="max-w-3xl space-y-4 text-lg">
          <p>
            {EVENTS_TEXT}
          </p>
          <p>
            Would you like to help on the day? <Link href="/get-involved/volunteer">Become a volunteer</Link>. Interested in sponsoring an event?{' '}
            <a href={`mailto:${SPONSOR_EMAIL}?subject=${encodeURIComponent('Event sponsorship')}`}>Write to our events team</a>.
          </p>
        </div>
        <section aria-labelledby="upcoming-events" className="mt-10">
          <h2 id="upcoming-events" className="text-2xl text-navy">Upcoming events</h2>
          {upcoming.length ? (
            <EventList events={upcoming} testId="upcoming-events" lcpFirst={!page?.hero?.image} />
          ) : (
            <p className="mt-4">New events will be announced here soon.</p>
          )}
        </section>
        {past.length > 0 && (
          <section aria-labelledby="past-events" className="mt-14">
            <h2 id="past-events" className="text-2xl text-navy">Past events</h2>
            <EventList events={past} testId="past-events" />
          </section>
        )}
      </div>
      <JsonLd data={upcoming.map((event) => eventJsonLd(event, serverUrl()))} />
    </>
  )
}
