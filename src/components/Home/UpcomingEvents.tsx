import Link from '@/components/IntentLink/IntentLink.client'
import { EventList } from '@/components/EventCard/EventList'
import { EVENTS_PATH } from '@/content/paths'
import type { Event } from '@/payload-types'

/** The next few events (or a note that more are coming) and a link to all events. */
export function UpcomingEvents({ events }: { events: Event[] }) {
  return (
    <section aria-labelledby="home-events-heading" className="bg-sky-light" data-testid="home-events">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="home-events-heading" className="text-3xl text-navy">
          Upcoming events
        </h2>
        {events.length ? (
          <EventList events={events} />
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
  )
}
