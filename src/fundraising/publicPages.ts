/**
 * What the public fundraising pages show, read on the server with only the shown fields (never a
 * fundraiser's e-mail or a donor's details), cached under one tag that every gift and change
 * clears, and at most a few seconds old regardless.
 */
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { CACHE_TAGS } from '@/content/cacheTags'
import { getPayloadClient } from '@/utilities/getPayloadClient'
import type { Campaign, Fundraiser, FundraisingTeam, Media } from '@/payload-types'
import { campaignTotal, pageTotal, teamTotal, topFundraisers, topTeams, type Total } from './totals'
import { FUNDRAISING_REVALIDATE_SECONDS, FUNDRAISING_TAG } from './paths'

/** A gift as the public sees it: the name its donor chose (null for cash or a cheque given without a name), the amount and the message. */
export type ShownGift = { id: string; name: string | null; kind: 'online' | 'cash' | 'cheque'; amountCents: number; message: string | null; at: string }

const cached = <A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) =>
  unstable_cache(fn, [`fundraising-${name}`], { tags: [FUNDRAISING_TAG, CACHE_TAGS.media], revalidate: FUNDRAISING_REVALIDATE_SECONDS })

const byId = (value: unknown): number | null => (typeof value === 'object' && value ? (value as { id: number }).id : typeof value === 'number' ? value : null)

/** The latest gifts to some pages, each as its donor chose to appear, with hidden messages left out. */
export async function recentGifts(payload: Payload, pageIds: number[], limit = 10): Promise<ShownGift[]> {
  if (pageIds.length === 0) return []
  const [online, offline] = await Promise.all([
    payload.find({
      collection: 'fundraising-gifts',
      where: { fundraiser: { in: pageIds }, status: { equals: 'approved' }, voided: { not_equals: true } },
      sort: '-createdAt',
      limit,
      depth: 0,
      overrideAccess: true,
      select: { displayName: true, amount: true, message: true, messageHidden: true, createdAt: true },
    }),
    payload.find({
      collection: 'offline-gifts',
      where: { fundraiser: { in: pageIds }, voided: { not_equals: true } },
      sort: '-receivedOn',
      limit,
      depth: 0,
      overrideAccess: true,
      select: { donorName: true, amount: true, kind: true, receivedOn: true },
    }),
  ])
  const gifts: ShownGift[] = [
    ...online.docs.map((g) => ({ id: `o${g.id}`, name: g.displayName, kind: 'online' as const, amountCents: Math.round(g.amount * 100), message: g.messageHidden ? null : (g.message ?? null), at: g.createdAt })),
    ...offline.docs.map((g) => ({ id: `c${g.id}`, name: g.donorName || null, kind: g.kind === 'cash' ? ('cash' as const) : ('cheque' as const), amountCents: Math.round(g.amount * 100), message: null, at: g.receivedOn })),
  ]
  return gifts.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit)
}

export type CampaignView = {
  campaign: Campaign
  total: Total & { pages: number }
  topPages: Awaited<ReturnType<typeof topFundraisers>>
  topTeams: Awaited<ReturnType<typeof topTeams>>
  gifts: ShownGift[]
}

/** Everything the campaign page shows, read afresh (the page reads it through getCampaignView, cached). */
export async function readCampaignView(payload: Payload, slug: string): Promise<CampaignView | null> {
  const { docs } = await payload.find({ collection: 'campaigns', where: { slug: { equals: slug } }, limit: 1, depth: 1, overrideAccess: true })
  const campaign = docs[0]
  if (!campaign) return null
  const [total, pages, teams] = await Promise.all([campaignTotal(payload, campaign.id), topFundraisers(payload, campaign.id, 10), topTeams(payload, campaign.id, 10)])
  const shown = await payload.find({ collection: 'fundraisers', where: { campaign: { equals: campaign.id }, hidden: { not_equals: true } }, sort: '-createdAt', limit: 50, depth: 0, overrideAccess: true, select: { slug: true } })
  const gifts = await recentGifts(payload, shown.docs.map((d) => d.id), 10)
  return { campaign, total, topPages: pages, topTeams: teams, gifts }
}

export const getCampaignView = cached('campaign', async (slug: string) => readCampaignView(await getPayloadClient(), slug))

export type PublicFundraiser = Pick<Fundraiser, 'id' | 'slug' | 'name' | 'goal' | 'story'> & { photo: Media | null; hidden: boolean }
export type FundraiserView = {
  page: PublicFundraiser
  campaign: Campaign
  team: Pick<FundraisingTeam, 'id' | 'slug' | 'name'> | null
  total: Total
  gifts: ShownGift[]
}

/** What a fundraiser's page (and its share picture) shows, read afresh; the page reads it through getFundraiserView, cached. */
export async function readFundraiserView(payload: Payload, slug: string): Promise<FundraiserView | null> {
  const { docs } = await payload.find({
    collection: 'fundraisers',
    where: { slug: { equals: slug }, erased: { not_equals: true } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
    select: { slug: true, name: true, goal: true, story: true, photo: true, hidden: true, campaign: true, team: true },
  })
  const found = docs[0]
  if (!found || typeof found.campaign !== 'object' || !found.campaign) return null
  const page: PublicFundraiser = { id: found.id, slug: found.slug, name: found.name, goal: found.goal, story: found.story, photo: typeof found.photo === 'object' ? (found.photo ?? null) : null, hidden: Boolean(found.hidden) }
  if (page.hidden) return { page, campaign: found.campaign, team: null, total: { raisedCents: 0, giftCount: 0 }, gifts: [] }
  const team = typeof found.team === 'object' && found.team && !found.team.hidden ? { id: found.team.id, slug: found.team.slug, name: found.team.name } : null
  const [total, gifts] = await Promise.all([pageTotal(payload, found.id), recentGifts(payload, [found.id], 20)])
  return { page, campaign: found.campaign, team, total, gifts }
}

export const getFundraiserView = cached('page', async (slug: string) => readFundraiserView(await getPayloadClient(), slug))

export type TeamView = {
  team: Pick<FundraisingTeam, 'id' | 'slug' | 'name'> & { hidden: boolean }
  campaign: Campaign
  total: Total & { members: number }
  members: { slug: string; name: string; raisedCents: number; captain: boolean }[]
  /** The members' goals together. */
  goalDollars: number
}

/** What a team's page (and its share picture) shows, read afresh; the page reads it through getTeamView, cached. */
export async function readTeamView(payload: Payload, slug: string): Promise<TeamView | null> {
  const { docs } = await payload.find({ collection: 'fundraising-teams', where: { slug: { equals: slug } }, limit: 1, depth: 1, overrideAccess: true })
  const team = docs[0]
  if (!team || typeof team.campaign !== 'object' || !team.campaign) return null
  const shown = { id: team.id, slug: team.slug, name: team.name, hidden: Boolean(team.hidden) }
  if (shown.hidden) return { team: shown, campaign: team.campaign, total: { raisedCents: 0, giftCount: 0, members: 0 }, members: [], goalDollars: 0 }
  const { docs: memberPages } = await payload.find({
    collection: 'fundraisers',
    where: { team: { equals: team.id }, hidden: { not_equals: true }, erased: { not_equals: true } },
    limit: 200,
    depth: 0,
    overrideAccess: true,
    select: { slug: true, name: true, goal: true },
  })
  const totals = await Promise.all(memberPages.map((m) => pageTotal(payload, m.id)))
  const captain = byId(team.captain)
  const members = memberPages
    .map((m, i) => ({ slug: m.slug, name: m.name, raisedCents: totals[i]!.raisedCents, captain: m.id === captain }))
    .sort((a, b) => b.raisedCents - a.raisedCents)
  const goalDollars = memberPages.reduce((sum, m) => sum + (m.goal ?? 0), 0)
  return { team: shown, campaign: team.campaign, total: await teamTotal(payload, team.id), members, goalDollars }
}

export const getTeamView = cached('team', async (slug: string) => readTeamView(await getPayloadClient(), slug))

export type EventCampaignView = { campaign: Pick<Campaign, 'slug' | 'title' | 'goal' | 'startsOn' | 'endsOn'>; total: Total & { pages: number } }

/** The campaign an event page shows (the latest one linked to the event), with its total; null when none. */
export const getEventCampaign = cached('event', async (eventId: number): Promise<EventCampaignView | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'campaigns', where: { event: { equals: eventId } }, sort: '-startsOn', limit: 1, depth: 0, overrideAccess: true, select: { slug: true, title: true, goal: true, startsOn: true, endsOn: true } })
  const campaign = docs[0]
  if (!campaign) return null
  return { campaign, total: await campaignTotal(payload, campaign.id) }
})
