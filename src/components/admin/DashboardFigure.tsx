import { Card } from '@payloadcms/ui'
import { formatNumber } from '@/format/money'

/** "1 gift", "1,480 gifts". */
export const counted = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`

/** One figure of the dashboard, as a Payload card that opens the list behind it. */
export function DashboardFigure({ title, href, testId }: { title: string; href: string; testId: string }) {
  return (
    <li className="staff-dashboard__figure" data-testid={testId}>
      <Card title={title} href={href} buttonAriaLabel={`${title}: open the list`} titleAs="p" />
    </li>
  )
}
