import { EventCard } from '@/components/EventCard'
import type { Event } from '@/payload-types'

/** Event cards in the three-column grid the home page and the events page share. */
export function EventList({ events, testId, lcpFirst = false }: { events: Event[]; testId?: string; lcpFirst?: boolean }) {
  return (
    <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
      {events.map((event, i) => (
        <li key={event.id} className="flex">
          <EventCard event={event} headingLevel={3} lcp={lcpFirst && i === 0} />
        </li>
      ))}
    </ul>
  )
}
