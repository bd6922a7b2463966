import Link from '@/components/IntentLink/IntentLink.client'
import { campaignPath, fundraiserPath } from '@/fundraising/paths'
import type { TeamView } from '@/fundraising/publicPages'
import { Leaderboard } from './Leaderboard'
import { Progress } from './Progress'

/** A team's page: its total against the members' goals together, and its members. */
export function TeamPage({ view }: { view: TeamView }) {
  const { team, campaign, total, members, goalDollars } = view
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <p>
        <Link href={campaignPath(campaign.slug)}>{campaign.title}</Link>
      </p>
      <h1 className="mt-2 text-4xl font-semibold">Team {team.name}</h1>
      <Progress raisedCents={total.raisedCents} goalDollars={goalDollars} giftCount={total.giftCount} label={`Team ${team.name} progress`} />
      <Leaderboard
        id="team-members"
        heading={`Members (${members.length})`}
        rows={members.map((m) => ({ ...m, note: m.captain ? 'captain' : undefined }))}
        href={fundraiserPath}
        empty="This team has no members yet."
      />
    </article>
  )
}
