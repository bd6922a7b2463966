import type { Metadata } from 'next'
import Link from '@/components/IntentLink/IntentLink.client'
import { PageHero } from '@/components/PageHero'
import { GiveByMail } from '@/components/WaysToGive/GiveByMail'
import { TaxContributions } from '@/components/WaysToGive/TaxContributions'
import { getDonationSettings, getSiteSettings } from '@/content/globals'
import { WAYS_TO_GIVE_INTRO } from '@/content/pageIntros'

export const metadata: Metadata = {
  title: 'Ways to Give',
  description: 'Give online, monthly or by mail, and other ways to support prostate cancer care and research.',
  alternates: { canonical: '/ways-to-give' },
}

/** Donations landing: online giving, giving by mail (address from Site Settings), tax contact. */
export default async function WaysToGivePage() {
  const [site, settings] = await Promise.all([getSiteSettings(), getDonationSettings()])
  return (
    <>
      <PageHero heading="Ways to Give" intro={WAYS_TO_GIVE_INTRO} />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 md:grid-cols-2">
        <section aria-labelledby="give-online">
          <h2 id="give-online" className="text-2xl">Give online</h2>
          <p className="mt-3">A single gift or a monthly gift by credit card takes about two minutes. Gifts of $20 or more receive an official tax receipt.</p>
          <ul className="mt-4 flex flex-wrap gap-3">
            <li>
              <Link href="/ways-to-give/donate-online?type=single" className="inline-block rounded bg-donate px-5 py-3 font-bold text-navy-dark no-underline hover:bg-donate-dark hover:text-navy-dark">
                Give once
              </Link>
            </li>
            <li>
              <Link href="/ways-to-give/donate-online?type=monthly" className="inline-block rounded border-2 border-navy px-5 py-3 font-bold text-navy no-underline hover:bg-sky-light">
                Give monthly
              </Link>
            </li>
          </ul>
          <p className="mt-3">
            <Link href="/ways-to-give/donate">Not sure which? Compare single and monthly gifts</Link>
          </p>
          <p className="mt-3">
            Already giving? <Link href="/ways-to-give/my-giving">My giving</Link>: your receipts, and changes to your monthly gift.
          </p>
        </section>
        <GiveByMail site={site} />
        <TaxContributions site={site} settings={settings} />
        <section aria-labelledby="other-ways">
          <h2 id="other-ways" className="text-2xl">Other ways to help</h2>
          <p className="mt-3">Securities, a car, a legacy gift, an event of your own, a research grant or a corporate sponsorship.</p>
          <ul className="mt-3">
            <li>
              <Link href="/ways-to-give/alternative-ways-to-support-us">Alternative ways to support us</Link>
            </li>
          </ul>
        </section>
      </div>
    </>
  )
}
