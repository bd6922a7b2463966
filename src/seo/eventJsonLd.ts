import { absoluteUrl } from '@/content/metadata'
import { eventPath } from '@/content/paths'
import type { Event } from '@/payload-types'

type EventDetails = { description?: string; imageSrc?: string; organizerName?: string }

/**
 * schema.org Event for an event: name, date, address and place, for the events list; the event's
 * own page adds its description, picture, organiser and status.
 */
export function eventJsonLd(event: Pick<Event, 'title' | 'slug' | 'date' | 'location'>, baseUrl: string, details?: EventDetails) {
  const absolute = (path: string) => absoluteUrl(path, baseUrl)
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: event.date.slice(0, 10),
    url: absolute(eventPath(event.slug ?? '')),
    ...(event.location ? { location: { '@type': 'Place', name: event.location, address: event.location } } : {}),
    ...(details
      ? {
          description: details.description,
          eventStatus: 'https://schema.org/EventScheduled',
          ...(details.imageSrc ? { image: absolute(details.imageSrc) } : {}),
          ...(details.organizerName ? { organizer: { '@type': 'Organization', name: details.organizerName, url: absolute('/') } } : {}),
        }
      : {}),
  }
}
