import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'
import { StaffView } from '@/components/admin/StaffView'
import { formatPickedDay } from '@/format/dates'
import { DUE_SOON_DAYS, REVIEW_INTERVAL_MONTHS } from '@/infoPages/reviewSchedule'
import { findReviewsDue } from '@/infoPages/reviewsDue'

/**
 * Admin view at /admin/reviews-due: the information pages (and the risk checker) whose medical review is overdue or
 * due within 30 days. Self-contained, so a dashboard can link to it.
 */
export async function ReviewsDueView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  if (!req.user) redirect(`${req.payload.config.routes.admin}/login`)
  const rows = await findReviewsDue(req.payload, new Date(), req.user)
  const adminRoute = req.payload.config.routes.admin
  return (
    <StaffView {...props}>
      <h1>Reviews due</h1>
      <p>
        Information pages, and the risk checker&rsquo;s wording, whose medical review is overdue or due within {DUE_SOON_DAYS} days. Open a page, check its
        content and references, then set its review date and reviewer: the next review moves {REVIEW_INTERVAL_MONTHS} months on.
      </p>
      {rows.length === 0 ? (
        <p data-testid="reviews-due-empty">No page is overdue or due within {DUE_SOON_DAYS} days.</p>
      ) : (
        <table className="staff-table" data-testid="reviews-due">
          <caption className="sr-only">Pages to review</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Status</th>
              <th scope="col">Next review due</th>
              <th scope="col">Last reviewed</th>
              <th scope="col">Reviewed by</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.editPath}>
                <th scope="row">
                  <a href={`${adminRoute}${row.editPath}`}>{row.title}</a>
                  {row.path && <div>{row.path}</div>}
                </th>
                <td>{row.state === 'overdue' ? 'Overdue' : 'Due soon'}</td>
                <td>{formatPickedDay(row.nextReviewDue) || 'Not set'}</td>
                <td>{formatPickedDay(row.lastReviewed) || 'Never'}</td>
                <td>{row.reviewer ?? 'Not recorded'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </StaffView>
  )
}
