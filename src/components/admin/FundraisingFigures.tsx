import type { Payload } from 'payload'
import { fundraisingFigures, newMessagesList, newPagesList } from '@/fundraising/figures'
import { counted, DashboardFigure } from './DashboardFigure'

/** Fundraising on Finance's dashboard: what to look over for moderation, each figure opening its list. */
export async function FundraisingFigures({ payload }: { payload: Payload }) {
  const f = await fundraisingFigures(payload)
  return (
    <div data-testid="dashboard-fundraising">
      <h3>Fundraising (last 7 days)</h3>
      <ul>
        <DashboardFigure testId="fundraising-new-pages" title={counted(f.newPages, 'new fundraising page', 'new fundraising pages')} href={newPagesList(f.since)} />
        <DashboardFigure testId="fundraising-new-messages" title={`${counted(f.newMessages, 'donor’s message', 'donors’ messages')} on fundraising pages`} href={newMessagesList(f.since)} />
      </ul>
    </div>
  )
}
