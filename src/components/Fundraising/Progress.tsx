import { formatDollars } from '@/format/money'
import { percentOfGoal } from '@/fundraising/rules'

type Props = { raisedCents: number; goalDollars: number; giftCount?: number; label: string }

/**
 * How far a page, team or campaign is towards its goal: the numbers in words first (what a screen
 * reader and a text-only reader get), the bar as their picture.
 */
export function Progress({ raisedCents, goalDollars, giftCount, label }: Props) {
  const raised = Math.floor(raisedCents / 100)
  const percent = percentOfGoal(raisedCents, goalDollars)
  return (
    <div className="my-6" data-testid="fundraising-progress">
      <p className="text-lg">
        <strong>{formatDollars(raised)}</strong> raised of a {formatDollars(goalDollars)} goal ({percent}%)
        {giftCount !== undefined && <> from {giftCount} {giftCount === 1 ? 'gift' : 'gifts'}</>}.
      </p>
      <progress className="mt-2 h-4 w-full accent-navy" max={100} value={percent} aria-label={`${label}: ${percent}% of the goal`}>
        {percent}%
      </progress>
    </div>
  )
}
