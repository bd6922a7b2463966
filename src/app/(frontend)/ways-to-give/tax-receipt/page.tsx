import type { Metadata } from 'next'
import { receiptIssuer } from '@/donations/receiptIssuer'
import { TaxReceipt } from '@/components/Donate/TaxReceipt.client'
import { approvedGiftAnswer } from '@/donations/receiptAnswer'
import { verifyReceiptToken } from '@/donations/receiptToken'
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
  const id = verifyReceiptToken(typeof token === 'string' ? token : null)
  // approvedGiftAnswer also assigns a receipt number the approval could not get at once.
  const fromServer = id ? await approvedGiftAnswer(await getPayloadClient(), id) : null
  return <TaxReceipt issuer={receiptIssuer(site, settings)} fromServer={fromServer} />
}
