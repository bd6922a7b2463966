import type { Metadata } from 'next'
import Link from '@/components/IntentLink/IntentLink.client'
import { notFound } from 'next/navigation'
import { SignUpForm } from '@/components/Fundraising/SignUpForm.client'
import { campaignIsRunning } from '@/fundraising/campaignDates'
import { findCampaign } from '@/fundraising/findCampaign'
import { campaignPath, FUNDRAISER_ACCOUNT_PATH, signUpPath } from '@/fundraising/paths'
import { teamsOf } from '@/fundraising/teams'
import { getPayloadClient } from '@/utilities/getPayloadClient'
import { signUpAction } from './actions'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ campaign: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: 'Start your fundraising page', robots: { index: false }, alternates: { canonical: signUpPath((await params).campaign) } }
}

/** Where a participant starts their page on a running campaign. */
export default async function StartFundraisingRoute({ params }: Props) {
  const payload = await getPayloadClient()
  const campaign = await findCampaign(payload, (await params).campaign)
  if (!campaign) notFound()
  const running = campaignIsRunning(campaign)
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p>
        <Link href={campaignPath(campaign.slug)}>{campaign.title}</Link>
      </p>
      <h1 className="mt-2 text-4xl font-semibold">Raise money for {campaign.title}</h1>
      {running ? (
        <>
          <p className="mt-4">Make your own page in a few minutes and ask friends and family to give to it. No password: we e-mail you a link whenever you want to change your page.</p>
          <p className="mt-2">
            Already have a page? <Link href={FUNDRAISER_ACCOUNT_PATH}>Sign in to manage it</Link>.
          </p>
          <SignUpForm action={signUpAction} campaign={{ slug: campaign.slug, title: campaign.title, suggestedGoal: campaign.suggestedGoal ?? null, teamsAllowed: Boolean(campaign.teamsAllowed) }} teams={campaign.teamsAllowed ? await teamsOf(payload, campaign.id) : []} />
        </>
      ) : (
        <p className="mt-4">This campaign is not taking new pages at the moment.</p>
      )}
    </div>
  )
}
