import { unstable_cache } from 'next/cache'
import { MEDIA_TAG } from '@/utilities/revalidate'
import type { GrantYear, MemberType, Newsletter, SupportGroup, TeamMember } from '@/payload-types'
import { CONTENT_TAGS } from '@/content/paths'
import { getCachedGlobal } from './getGlobal'
import { getPayloadClient } from './getPayloadClient'

/**
 * Cached readers of the newsletters, team, support groups and grants pages. They read as a
 * visitor (published documents only; access rules apply to related documents too), and each
 * is tagged by its collection so that saving in the admin clears it.
 */

export const getNewsletters = unstable_cache(
  async (): Promise<Newsletter[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'newsletters', sort: '-date', depth: 1, limit: 500, pagination: false, overrideAccess: false })
    return docs
  },
  ['content-b-newsletters'],
  { tags: [CONTENT_TAGS.newsletters, MEDIA_TAG] },
)

export const getTeam = unstable_cache(
  async (): Promise<{ members: TeamMember[]; types: MemberType[] }> => {
    const payload = await getPayloadClient()
    const [members, types] = await Promise.all([
      payload.find({ collection: 'team-members', sort: 'order', depth: 1, limit: 500, pagination: false, overrideAccess: false }),
      payload.find({ collection: 'member-types', sort: 'order', depth: 0, limit: 500, pagination: false, overrideAccess: false }),
    ])
    return { members: members.docs, types: types.docs }
  },
  ['content-b-team'],
  { tags: [CONTENT_TAGS.team, CONTENT_TAGS.memberTypes, MEDIA_TAG] },
)

export const getSupportGroups = unstable_cache(
  async (): Promise<SupportGroup[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'support-groups', sort: 'city', depth: 1, limit: 500, pagination: false, overrideAccess: false })
    return docs
  },
  ['content-b-support-groups'],
  { tags: [CONTENT_TAGS.supportGroups, MEDIA_TAG] },
)

export const getGrantYears = unstable_cache(
  async (): Promise<GrantYear[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'grant-years', sort: '-year', depth: 2, limit: 100, pagination: false, overrideAccess: false })
    return docs
  },
  ['content-b-grant-years'],
  { tags: [CONTENT_TAGS.grants, MEDIA_TAG] },
)

export const getAboutPages = getCachedGlobal('support-and-about', 1)
export const getAnnualReport = getCachedGlobal('annual-report', 1)
