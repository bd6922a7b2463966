import type { Metadata } from 'next'
import Link from '@/components/IntentLink/IntentLink.client'
import { receiptIssuer } from '@/donations/receiptIssuer'
import { TaxReceipt } from '@/components/Donate/TaxReceipt.client'
import { readReceiptLink } from '@/donations/receiptAnswer'
import { MY_GIVING_PATH } from '@/myGiving/constants'
import { getPayloadClient } from '@/utilities/getPayloadClient'
import { getDonationSettings, getSiteSettings } from '@/content/globals'

export const metadata: Metadata = { title: 'Tax receipt', robots: { index: false } }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/**
 * The receipt screen: from pcfApprovedData in this browser, or from a signed link
 * (?token=…, shown on the thank-you page) looked up on the server. A link that has expired
 * says so and points to My giving, which gives a fresh one.
 */
export default async function TaxReceiptPage({ searchParams }: Props) {
  const { token } = await searchParams
  const [site, settings] = await Promise.all([getSiteSettings(), getDonationSettings()])
  // Reading the link also assigns a receipt number the approval could not get at once.
  const link = typeof token === 'string' ? await readReceiptLink(await getPayloadClient(), token) : null
  // Ours but past its end: say so (a forged or unknown link shows the not-found screen).
  if (link?.state === 'expired') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16" data-testid="receipt-link-expired">
        <h1 className="text-3xl">This receipt link has expired</h1>
        <p className="mt-4">
          Receipt links work for 90 days. To see or download your receipt, <Link href={MY_GIVING_PATH}>sign in to My giving</Link> with your e-mail address: it
          lists every gift and gives a fresh receipt link.
        </p>
      </div>
    )
  }
  return <TaxReceipt issuer={receiptIssuer(site, settings)} fromServer={link?.state === 'valid' ? link.answer : null} linkGiven={token !== undefined} />
}

