/** What a signed-in fundraiser's page shows about each of their own pages: its total, every gift, its team and the teams to join. */
import type { Payload } from 'payload'
import { imageOf, type ImageInfo } from '@/content/media'
import type { Fundraiser } from '@/payload-types'
import { giftsToPage, type GiftRow } from './account'
import { joinCodeFor, teamsOf } from './teams'
import { pageTotal } from './totals'
import { relationId } from '@/utilities/relationId'

export type OwnPage = {
  id: number
  slug: string
  name: string
  goal: number
  story: string
  /** The page's photo, small, to show beside the form that replaces it. */
  photo: ImageInfo | null
  hidden: boolean
  campaignTitle: string
  teamsAllowed: boolean
  raisedCents: number
  giftCount: number
  gifts: GiftRow[]
  /** Online gifts whose donors have not had the fundraiser's thank-you. */
  toThank: number
  team: { name: string; slug: string; captain: boolean; joinCode: string | null } | null
  teams: { id: number; name: string; open: boolean }[]
}

export async function ownPages(payload: Payload, pages: Fundraiser[]): Promise<OwnPage[]> {
  return Promise.all(
    pages.map(async (page) => {
      const campaign = await payload.findByID({ collection: 'campaigns', id: relationId(page.campaign)!, depth: 0, overrideAccess: true })
      const teamId = relationId(page.team)
      const team = teamId ? await payload.findByID({ collection: 'fundraising-teams', id: teamId, depth: 0, overrideAccess: true, disableErrors: true }) : null
      const captain = Boolean(team && relationId(team.captain) === page.id)
      const photoId = relationId(page.photo)
      const [total, gifts, teams, photo] = await Promise.all([
        pageTotal(payload, page.id),
        giftsToPage(payload, page.id),
        team || !campaign.teamsAllowed ? [] : teamsOf(payload, campaign.id),
        photoId ? payload.findByID({ collection: 'media', id: photoId, depth: 0, overrideAccess: true, disableErrors: true }) : null,
      ])
      return {
        id: page.id,
        slug: page.slug,
        name: page.name,
        goal: page.goal,
        story: page.story ?? '',
        photo: imageOf(photo, 'thumbnail'),
        hidden: Boolean(page.hidden),
        campaignTitle: campaign.title,
        teamsAllowed: Boolean(campaign.teamsAllowed),
        raisedCents: total.raisedCents,
        giftCount: total.giftCount,
        gifts,
        toThank: gifts.filter((g) => g.thanked === false).length,
        team: team ? { name: team.name, slug: team.slug, captain, joinCode: captain && !team.open ? joinCodeFor(team.id) : null } : null,
        teams,
      }
    }),
  )
}
