import type { Payload } from 'payload'
import { formatNumber } from '@/format/money'
import { fundraisingFigures, newMessagesList, newPagesList } from '@/fundraising/figures'

const counted = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`

/** Fundraising on Finance's dashboard: what to look over for moderation, each figure opening its list. */
export async function FundraisingFigures({ payload }: { payload: Payload }) {
  const f = await fundraisingFigures(payload)
  return (
    <div data-testid="dashboard-fundraising">
      <h3>Fundraising (last 7 days)</h3>
      <ul>
        <li className="staff-dashboard__figure" data-testid="fundraising-new-pages">
          <a href={newPagesList(f.since)}>{counted(f.newPages, 'new fundraising page', 'new fundraising pages')}</a>
        </li>
        <li className="staff-dashboard__figure" data-testid="fundraising-new-messages">
          <a href={newMessagesList(f.since)}>{counted(f.newMessages, 'new donor message', 'new donor messages')} on fundraising pages</a>
        </li>
      </ul>
    </div>
  )
}
