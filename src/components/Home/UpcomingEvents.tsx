import Link from 'next/link'
import { EventCard } from '@/components/EventCard'
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
          <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {events.map((event) => (
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
  )
}
