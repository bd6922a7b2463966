import Link from '@/components/IntentLink/IntentLink.client'
import { campaignIsRunning } from '@/fundraising/campaignDates'
import { fundraiserPath, signUpPath, teamPath } from '@/fundraising/paths'
import type { CampaignView } from '@/fundraising/publicPages'
import { paragraphs } from '@/fundraising/rules'
import { Leaderboard } from './Leaderboard'
import { Progress } from './Progress'
import { RecentGifts } from './RecentGifts'

/** A campaign's page: its story, progress, top 10 fundraisers and teams, and the latest gifts. */
export function CampaignPage({ view }: { view: CampaignView }) {
  const { campaign, total, topPages, topTeams, gifts } = view
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-4xl font-semibold">{campaign.title}</h1>
      <Progress raisedCents={total.raisedCents} goalDollars={campaign.goal} giftCount={total.giftCount} label={`${campaign.title} progress`} />
      <p>
        {total.pages} {total.pages === 1 ? 'person is' : 'people are'} fundraising.
      </p>
      {campaignIsRunning(campaign) && (
        <p className="mt-4">
          <Link href={signUpPath(campaign.slug)} className="inline-block rounded border-2 border-navy bg-navy px-5 py-3 font-semibold text-white no-underline hover:bg-navy-dark hover:text-white">
            Start your fundraising page
          </Link>
        </p>
      )}
      <div className="mt-6 space-y-4">
        {paragraphs(campaign.story).map((text, i) => (
          <p key={i}>{text}</p>
        ))}
      </div>
      <Leaderboard id="top-fundraisers" heading="Top fundraisers" rows={topPages} href={fundraiserPath} empty="Nobody has started a page yet." />
      {campaign.teamsAllowed && (
        <Leaderboard
          id="top-teams"
          heading="Top teams"
          rows={topTeams.map((t) => ({ ...t, note: `${t.members} ${t.members === 1 ? 'member' : 'members'}` }))}
          href={teamPath}
          empty="No teams yet."
        />
      )}
      <RecentGifts gifts={gifts} />
    </article>
  )
}
