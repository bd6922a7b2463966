import type { Payload } from 'payload'
import { Card } from '@payloadcms/ui'
import { formatNumber } from '@/format/money'
import { fundraisingFigures, newMessagesList, newPagesList } from '@/fundraising/figures'

const counted = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`

function Figure({ title, href, testId }: { title: string; href: string; testId: string }) {
  return (
    <li className="staff-dashboard__figure" data-testid={testId}>
      <Card title={title} href={href} buttonAriaLabel={`${title}: open the list`} titleAs="p" />
    </li>
  )
}

/** Fundraising on Finance's dashboard: what to look over for moderation, each figure opening its list. */
export async function FundraisingFigures({ payload }: { payload: Payload }) {
  const f = await fundraisingFigures(payload)
  return (
    <div data-testid="dashboard-fundraising">
      <h3>Fundraising (last 7 days)</h3>
      <ul>
        <Figure testId="fundraising-new-pages" title={counted(f.newPages, 'new fundraising page', 'new fundraising pages')} href={newPagesList(f.since)} />
        <Figure testId="fundraising-new-messages" title={`${counted(f.newMessages, 'donor’s message', 'donors’ messages')} on fundraising pages`} href={newMessagesList(f.since)} />
      </ul>
    </div>
  )
}
