import type { Metadata } from 'next'
import Link from 'next/link'
import { PageHero } from '@/components/PageHero'
import { telHref } from '@/utilities/contactHref'
import { getDonationSettings, getSiteSettings } from '@/content/globals'

export const metadata: Metadata = {
  title: 'Ways to Give',
  description: 'Give online, monthly or by mail, and other ways to support prostate cancer care and research.',
  alternates: { canonical: '/ways-to-give' },
}

/** Donations landing: online giving, giving by mail (address from Site Settings), tax contact. */
export default async function WaysToGivePage() {
  const [site, settings] = await Promise.all([getSiteSettings(), getDonationSettings()])
  const a = site.address
  const phone = settings.taxContact?.phone || site.contacts?.find((c) => c.title === 'T')?.value
  const taxAddress = settings.taxContact?.address?.split('\n').filter(Boolean) ?? []
  return (
    <>
      <PageHero heading="Ways to Give" intro="Every gift supports men and families living with prostate cancer." />
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
        </section>
        <section aria-labelledby="give-by-mail">
          <h2 id="give-by-mail" className="text-2xl">Give by mail</h2>
          <p className="mt-3">Make your cheque payable to {site.name} and mail it to:</p>
          {a && (
            <address className="mt-3 not-italic" data-testid="cheque-address">
              {site.name}
              <br />
              {a.street}
              <br />
              {a.city}, {a.province} {a.postalCode}
              <br />
              {a.country}
            </address>
          )}
        </section>
        <section aria-labelledby="tax-contributions">
          <h2 id="tax-contributions" className="text-2xl">Tax-deductible contributions</h2>
          <p className="mt-3">Questions about a receipt or a planned gift? Contact our office.</p>
          {taxAddress.length > 0 && (
            <address className="mt-3 not-italic">
              {taxAddress.map((line) => (
                <span key={line} className="block">{line}</span>
              ))}
            </address>
          )}
          {phone && <p className="mt-2">Telephone: <a href={telHref(phone)}>{phone}</a></p>}
          <p className="mt-2 text-sm text-muted">Charity registration number {site.charityNumber}</p>
        </section>
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
