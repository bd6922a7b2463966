import { unstable_cache } from 'next/cache'
import { CONTENT_TAGS } from '@/content/paths'
import type { Event } from '@/payload-types'
import { getPayloadClient } from '@/utilities/getPayloadClient'

async function findEvents(draft: boolean, slug?: string): Promise<Event[]> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'events',
    where: slug ? { slug: { equals: slug } } : { _status: { equals: 'published' } },
    sort: 'date',
    draft,
    depth: 1,
    limit: slug ? 1 : 1000,
    pagination: false,
    overrideAccess: draft,
  })
  return result.docs
}

/** Every published event by date (cached until an event changes). */
export const getEvents = unstable_cache(() => findEvents(false), ['events-all'], { tags: [CONTENT_TAGS.events] })

export async function getEvent(slug: string, draft = false): Promise<Event | null> {
  if (draft) return (await findEvents(true, slug))[0] ?? null
  return (await getEvents()).find((e) => e.slug === slug) ?? null
}
