import { SmartLink } from '@/components/SmartLink'
import { formatPickedDay } from '@/format/dates'
import { referenceAnchor } from '@/infoPages/references'
import type { Page } from '@/payload-types'

/**
 * The end of a health-information page: when it was last reviewed and its numbered references
 * (the "[n]" marks in the text link to them). A div, not a footer element: the site footer is
 * the page's only footer. Kept when printing (see globals.css).
 */
export function ReviewFooter({ page }: { page: Pick<Page, 'lastReviewed' | 'sources'> }) {
  const date = formatPickedDay(page.lastReviewed)
  const sources = (page.sources ?? []).filter((s) => s.title && s.url)
  if (!date && !sources.length) return null
  return (
    <div data-testid="review-footer" className="border-t-2 border-navy/20 pt-6 text-base">
      {date && (
        <p>
          Last reviewed <time dateTime={page.lastReviewed!.slice(0, 10)}>{date}</time>
        </p>
      )}
      {sources.length > 0 && (
        <>
          <h2 className="mt-4 text-lg">References</h2>
          <ol className="mt-2 list-decimal space-y-2 pl-6">
            {sources.map((source, index) => {
              const publication = [source.publisher, source.year].filter(Boolean).join(', ')
              return (
                <li key={source.id ?? index} id={referenceAnchor(index + 1)} className="scroll-mt-24">
                  <SmartLink href={source.url}>{source.title}</SmartLink>
                  {publication && <>. {publication}.</>}
                </li>
              )
            })}
          </ol>
        </>
      )}
      <p className="mt-4 text-muted">
        This page gives general information, not medical advice. Talk with your health-care team about your own situation.
      </p>
    </div>
  )
}
