import { SmartLink } from '@/components/SmartLink'
import { formatPickedDay } from '@/format/dates'
import type { Page } from '@/payload-types'

/**
 * The end of a health-information page: when it was last reviewed and what it is based on.
 * A div, not a footer element: the site footer is the page's only footer.
 */
export function ReviewFooter({ page }: { page: Pick<Page, 'lastReviewed' | 'sources'> }) {
  const date = formatPickedDay(page.lastReviewed)
  const sources = (page.sources ?? []).filter((s) => s.title && s.url)
  if (!date && !sources.length) return null
  return (
    <div data-testid="review-footer" className="border-t-2 border-navy/20 pt-6 text-base">
      {date && (
        <p>
          <span className="font-semibold">Last reviewed:</span> <time dateTime={page.lastReviewed!.slice(0, 10)}>{date}</time>
        </p>
      )}
      {sources.length > 0 && (
        <>
          <h2 className="mt-4 text-lg">Sources</h2>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {sources.map((source, index) => (
              <li key={source.id ?? index}>
                <SmartLink href={source.url}>{source.title}</SmartLink>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-4 text-muted">
        This page gives general information, not medical advice. Talk with your health-care team about your own situation.
      </p>
    </div>
  )
}
