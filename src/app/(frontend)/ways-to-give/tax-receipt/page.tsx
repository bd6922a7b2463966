import type { Metadata } from 'next'
import { receiptIssuer } from '@/donations/receiptIssuer'
import { TaxReceipt } from '@/components/Donate/TaxReceipt.client'
import { verifyReceiptToken } from '@/donations/receiptToken'
import type { DonateResponse } from '@/donations/response'
import { getPayloadClient } from '@/utilities/getPayloadClient'
import { getDonationSettings, getSiteSettings } from '@/content/globals'

export const metadata: Metadata = { title: 'Tax receipt', robots: { index: false } }

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/**
 * The receipt screen: from pcfApprovedData in this browser, or from a signed link
 * (?token=…, shown on the thank-you page) looked up on the server.
 */
export default async function TaxReceiptPage({ searchParams }: Props) {
  const { token } = await searchParams
  const [site, settings] = await Promise.all([getSiteSettings(), getDonationSettings()])
  let fromServer: DonateResponse | null = null
  const id = verifyReceiptToken(typeof token === 'string' ? token : null)
  if (id) {
    const payload = await getPayloadClient()
    const donation = await payload.findByID({ collection: 'donations', id, depth: 0, overrideAccess: true, disableErrors: true })
    if (donation?.status === 'approved' && donation.response) fromServer = donation.response as DonateResponse
  }
  return <TaxReceipt issuer={receiptIssuer(site, settings)} fromServer={fromServer} />
}
