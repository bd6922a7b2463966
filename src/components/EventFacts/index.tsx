import { formatDayMonthYear } from '@/format/dates'
import type { Event } from '@/payload-types'

type Props = { event: Pick<Event, 'date' | 'location'>; className: string; testId?: string }

/** An event's "Date:" and "Location:" lines, on its card and on its own page. */
export function EventFacts({ event, className, testId }: Props) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] ${className}`} data-testid={testId}>
      <dt className="font-semibold">Date:</dt>
      <dd>
        <time dateTime={event.date.slice(0, 10)}>{formatDayMonthYear(event.date)}</time>
      </dd>
      {event.location && (
        <>
          <dt className="font-semibold">Location:</dt>
          <dd>{event.location}</dd>
        </>
      )}
    </dl>
  )
}
