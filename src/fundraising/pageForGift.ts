/**
 * The fundraising page a donation form was opened for (its "Donate" button), as the form shows
 * it: whose page, for which campaign and donation area. Null when the page cannot take gifts
 * (unknown, hidden, erased, or its campaign not running): the form is then the charity's own.
 */
import type { Payload } from 'payload'
import { campaignIsRunning } from './campaignDates'

export type PageForGift = { slug: string; name: string; campaignTitle: string; donationArea: string | null }

export async function findPageForGift(payload: Payload, slug: unknown, now = new Date()): Promise<PageForGift | null> {
  if (typeof slug !== 'string' || !slug.trim() || slug.length > 200) return null
  const { docs } = await payload.find({
    collection: 'fundraisers',
    where: { slug: { equals: slug.trim() } },
    limit: 1,
    depth: 1,
    pagination: false,
    overrideAccess: true,
    select: { slug: true, name: true, hidden: true, erased: true, campaign: true },
  })
  const page = docs[0]
  const campaign = page && typeof page.campaign === 'object' ? page.campaign : null
  if (!page || page.hidden || page.erased || !campaign || !campaignIsRunning(campaign, now)) return null
  return { slug: page.slug, name: page.name, campaignTitle: campaign.title, donationArea: campaign.donationArea ?? null }
}
