import type { Metadata } from 'next'
import { connection } from 'next/server'
import { PageHero } from '@/components/PageHero'
import { DonateForm } from '@/components/Donate/DonateForm.client'
import { NEEDS_SCRIPTS, NO_CARD_FRAME, OtherWaysToGive } from '@/components/Donate/OtherWaysToGive'
import { cardFrameFromEnv } from '@/donations/cardFrame/cardFrameConfig'
import { DONATE_INTRO } from '@/content/pageIntros'

export const metadata: Metadata = {
  title: 'Donate',
  description: 'Give a single gift or join the Monthly Giving Program.',
  alternates: { canonical: '/ways-to-give/donate-online' },
}

/**
 * The Donate button's target: the type choice. Choosing a type moves to the form's home,
 * /ways-to-give/donate-online, keeping everything entered (the draft lives in browser storage).
 * Rendered per request: the donation screens carry a per-request CSP nonce (src/proxy.ts).
 */
export default async function DonatePage() {
  await connection()
  return (
    <>
      <PageHero heading="Donate" intro={DONATE_INTRO} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <DonateForm
          cardFrame={cardFrameFromEnv()}
          noScript={<OtherWaysToGive why={NEEDS_SCRIPTS} testId="donate-needs-scripts" />}
          otherWays={<OtherWaysToGive why={NO_CARD_FRAME} testId="donate-card-unavailable" />}
        />
      </div>
    </>
  )
}
