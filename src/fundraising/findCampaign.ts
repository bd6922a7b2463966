import type { Payload } from 'payload'
import type { Campaign } from '@/payload-types'

/** The campaign at a page address (its slug), or null. */
export async function findCampaign(payload: Payload, slug: unknown): Promise<Campaign | null> {
  if (typeof slug !== 'string' || !slug) return null
  const { docs } = await payload.find({ collection: 'campaigns', where: { slug: { equals: slug } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0] ?? null
}
