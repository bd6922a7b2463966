import type { Metadata } from 'next'
import { PageHero } from '@/components/PageHero'
import { RichText } from '@/components/RichText'
import { getDonationSettings, getOwnHosts } from '@/content/globals'

export const metadata: Metadata = {
  title: 'Alternative Ways to Support Us',
  description: 'Events, securities, cars, endowment and legacy gifts, research grants and corporate sponsorship.',
  alternates: { canonical: '/ways-to-give/alternative-ways-to-support-us' },
}

/** Text edited in Donation Settings → Pages. */
export default async function AlternativeWaysPage() {
  const [settings, ownHosts] = await Promise.all([getDonationSettings(), getOwnHosts()])
  return (
    <>
      <PageHero heading="Alternative Ways to Support Us" />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <RichText data={settings.alternativeWays as never} ownHosts={ownHosts} />
      </div>
    </>
  )
}
