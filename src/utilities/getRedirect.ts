import { unstable_cache } from 'next/cache'
import { getPayloadClient } from './getPayloadClient'
import { normalisePath } from './normalisePath'
import { CACHE_TAGS } from '@/content/cacheTags'

export type RedirectTarget = { to: string; permanent: boolean }

/** All redirects as one map, read once per cache lifetime: a lookup costs no query. */
const getRedirectMap = unstable_cache(
  async (): Promise<Record<string, RedirectTarget>> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'redirects', depth: 1, limit: 1000, pagination: false })
    const map: Record<string, RedirectTarget> = {}
    for (const doc of docs) {
      const target = doc.to
      let to: string | null | undefined = target?.url
      if (target?.type === 'reference' && target.reference && typeof target.reference.value === 'object') {
        to = (target.reference.value as { path?: string | null }).path
      }
      if (doc.from && to) map[normalisePath(doc.from)] = { to, permanent: doc.type !== '302' }
    }
    return map
  },
  ['redirect-map'],
  { tags: [CACHE_TAGS.redirects] },
)

export async function findRedirect(path: string): Promise<RedirectTarget | undefined> {
  return (await getRedirectMap())[normalisePath(path)]
}
