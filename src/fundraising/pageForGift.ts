/**
 * The fundraising page a gift is for (its "Donate" opens the donation form with the page's
 * address), as the form shows it and as the donation post checks it: whose page, for which
 * campaign and donation area. A page that cannot take gifts (unknown, hidden, erased, or its
 * campaign not running) says why.
 */
import type { Payload } from 'payload'
import { campaignIsRunning } from './campaignDates'

export type PageForGift = { id: number; slug: string; name: string; campaignTitle: string; donationArea: string | null }
export type PageLookup = { page: PageForGift; why?: undefined } | { page: null; why: 'unavailable' | 'ended' }

export async function lookUpPageForGift(payload: Payload, slug: unknown, now = new Date()): Promise<PageLookup> {
  if (typeof slug !== 'string' || !slug.trim() || slug.length > 200) return { page: null, why: 'unavailable' }
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
  if (!page || page.hidden || page.erased || !campaign) return { page: null, why: 'unavailable' }
  if (!campaignIsRunning(campaign, now)) return { page: null, why: 'ended' }
  return { page: { id: page.id, slug: page.slug, name: page.name, campaignTitle: campaign.title, donationArea: campaign.donationArea ?? null } }
}

/** The page, or null when it cannot take gifts (the form is then the charity's own). */
export async function findPageForGift(payload: Payload, slug: unknown, now = new Date()): Promise<PageForGift | null> {
  return (await lookUpPageForGift(payload, slug, now)).page
}
