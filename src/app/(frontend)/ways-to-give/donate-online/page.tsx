import type { Metadata } from 'next'
import { PageHero } from '@/components/PageHero'
import { DonateForm } from '@/components/Donate/DonateForm.client'
import { NEEDS_SCRIPTS, NO_CARD_FRAME, OtherWaysToGive } from '@/components/Donate/OtherWaysToGive'
import { cardFrameFromEnv } from '@/donations/cardFrame/cardFrameConfig'
import { DONATE_ONLINE_INTRO } from '@/content/pageIntros'
import { findPageForGift } from '@/fundraising/pageForGift'
import { getPayloadClient } from '@/utilities/getPayloadClient'

export const metadata: Metadata = {
  title: 'Donate online',
  description: 'Give a single gift or join the Monthly Giving Program, in three short steps.',
  alternates: { canonical: '/ways-to-give/donate-online' },
}

type Props = { searchParams: Promise<{ type?: string | string[]; fundraiser_page?: string | string[] }> }

/**
 * The three-step donation form; ?type=single|monthly skips the type choice, and
 * ?fundraiser_page=<page address> (a fundraising page's "Donate") credits the gift to that page.
 */
export default async function DonateOnlinePage({ searchParams }: Props) {
  const { type, fundraiser_page } = await searchParams
  const initialType = type === 'single' || type === 'monthly' ? type : ''
  const fundraiserPage = fundraiser_page ? await findPageForGift(await getPayloadClient(), fundraiser_page) : null
  return (
    <>
      <PageHero heading="Donate online" intro={DONATE_ONLINE_INTRO} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <DonateForm
          initialType={initialType}
          cardFrame={cardFrameFromEnv()}
          fundraiserPage={fundraiserPage}
          noScript={<OtherWaysToGive why={NEEDS_SCRIPTS} testId="donate-needs-scripts" forPage={fundraiserPage} />}
          otherWays={<OtherWaysToGive why={NO_CARD_FRAME} testId="donate-card-unavailable" forPage={fundraiserPage} />}
        />
      </div>
    </>
  )
}
