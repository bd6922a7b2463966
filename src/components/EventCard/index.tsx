import Link from '@/components/IntentLink/IntentLink.client'
import { CardImage } from '@/components/CardImage'
import { EventFacts } from '@/components/EventFacts'
import { EVENT_EXCERPT_LENGTH, richTextExcerpt } from '@/content/excerpt'
import { imageOf } from '@/content/media'
import { eventPath } from '@/content/paths'
import type { Event } from '@/payload-types'

/** An event card: picture, title, date, location and the first 250 characters of the description. */
export function EventCard({ event, headingLevel = 2, lcp = false }: { event: Event; headingLevel?: 2 | 3; lcp?: boolean }) {
  const image = imageOf(event.featuredImage, 'card')
  const Heading = `h${headingLevel}` as const
  return (
    <article className="relative flex flex-col overflow-hidden rounded-lg border border-sky-light bg-white shadow-sm" data-testid="event-card">
      {image && (
        <CardImage image={image} lcp={lcp} />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="text-xl text-navy">
          <Link href={eventPath(event.slug ?? '')} className="after:absolute after:inset-0">
            {event.title}
          </Link>
        </Heading>
        <EventFacts event={event} className="gap-x-2 text-base" />
        <p>{richTextExcerpt(event.description, EVENT_EXCERPT_LENGTH)}</p>
      </div>
    </article>
  )
}
