import Link from '@/components/IntentLink/IntentLink.client'
import { campaignIsRunning } from '@/fundraising/campaignDates'
import { campaignPath, signUpPath } from '@/fundraising/paths'
import { getEventCampaign } from '@/fundraising/publicPages'
import { Progress } from './Progress'

const BUTTON = 'inline-block rounded border-2 border-navy bg-navy px-5 py-3 font-semibold text-white no-underline hover:bg-navy-dark hover:text-white'

/** On an event's page: its fundraising campaign's progress and, while it runs, the way to start a page. */
export async function EventCampaign({ eventId }: { eventId: number }) {
  const view = await getEventCampaign(eventId)
  if (!view) return null
  const { campaign, total } = view
  return (
    <section aria-labelledby="event-campaign-title" className="mt-10 rounded border border-gray-300 p-6" data-testid="event-campaign">
      <h2 id="event-campaign-title" className="text-2xl font-semibold">
        Raise money for {campaign.title}
      </h2>
      <Progress raisedCents={total.raisedCents} goalDollars={campaign.goal} giftCount={total.giftCount} label={`${campaign.title} progress`} />
      <p>
        {total.pages} {total.pages === 1 ? 'person is' : 'people are'} fundraising. <Link href={campaignPath(campaign.slug)}>See the fundraisers and teams</Link>.
      </p>
      {campaignIsRunning(campaign) && (
        <p className="mt-4">
          <Link href={signUpPath(campaign.slug)} className={BUTTON}>
            Start your fundraising page
          </Link>
        </p>
      )}
    </section>
  )
}
