import { unstable_cache } from 'next/cache'
import { CACHE_TAGS } from '@/content/cacheTags'
import type { MemberType, TeamMember } from '@/payload-types'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/**
 * The team and the member types it is grouped by, as a visitor sees them (cached until a
 * member, a member type or a picture changes).
 */
export const getTeam = unstable_cache(
  async (): Promise<{ members: TeamMember[]; types: MemberType[] }> => {
    const payload = await getPayloadClient()
    const [members, types] = await Promise.all([
      payload.find({ collection: 'team-members', sort: 'order', depth: 1, limit: 500, pagination: false, overrideAccess: false }),
      payload.find({ collection: 'member-types', sort: 'order', depth: 0, limit: 500, pagination: false, overrideAccess: false }),
    ])
    return { members: members.docs, types: types.docs }
  },
  ['team-with-member-types'],
  { tags: [CACHE_TAGS.team, CACHE_TAGS.memberTypes, CACHE_TAGS.media] },
)
