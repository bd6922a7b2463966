/**
 * Who issues an official receipt, gathered on the server from Site Settings and Donation
 * Settings. The one source for the receipt on screen and the receipt PDF.
 */
import type { DonationSetting, SiteSetting } from '@/payload-types'

export type ReceiptIssuer = {
  name: string
  addressLines: string[]
  charityNumber: string
  placeOfIssue: string
  signatoryName: string
  signatoryTitle: string
  signatureUrl: string | null
}

/** The charity's postal address as lines for paper: street; city, province, postal code; country. */
export function siteAddressLines(site: SiteSetting): string[] {
  const a = site.address
  return a ? [a.street, `${a.city}, ${a.province} ${a.postalCode}`, a.country] : []
}

export function receiptIssuer(site: SiteSetting, settings: DonationSetting): ReceiptIssuer {
  const a = site.address
  const signature = settings.signature && typeof settings.signature === 'object' ? settings.signature : null
  return {
    name: site.name,
    addressLines: siteAddressLines(site),
    charityNumber: site.charityNumber,
    placeOfIssue: settings.placeOfIssue || `${a?.city ?? ''}, ${a?.province ?? ''}`,
    signatoryName: settings.signatoryName || '',
    signatoryTitle: settings.signatoryTitle || '',
    signatureUrl: signature?.url ?? null,
  }
}
