import type { DonationSetting, SiteSetting } from '@/payload-types'
import { telHref } from '@/utilities/contactHref'

/** Who to ask about receipts and planned gifts; the office telephone when no tax contact is set. */
export function TaxContributions({ site, settings }: { site: SiteSetting; settings: DonationSetting }) {
  const phone = settings.taxContact?.phone || site.contacts?.find((c) => c.title === 'T')?.value
  const taxAddress = settings.taxContact?.address?.split('\n').filter(Boolean) ?? []
  return (
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
  )
}
