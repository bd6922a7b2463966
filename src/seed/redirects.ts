import type { Payload } from 'payload'
import type { Redirect } from '@/payload-types'
import type { SeedLog } from './index'

type DemoRedirect = Pick<Redirect, 'from' | 'type'> & { to: { type: 'custom'; url: string } }

/** Old addresses of the previous site that should keep working. */
export const demoRedirects: DemoRedirect[] = [
  {
    from: '/home/donations/online-form/',
    to: { type: 'custom', url: '/ways-to-give/donate-online' },
    type: '301',
  },
]

/** The same path with and without its trailing slash: either one counts as "already redirected". */
function pathVariants(from: string): string[] {
  const bare = from.length > 1 ? from.replace(/\/+$/, '') : from
  return [...new Set([from, bare, `${bare}/`])]
}

/** Creates each redirect whose "from" path has no redirect yet; existing ones are left as they are. */
export async function seedRedirects(payload: Payload, log: SeedLog): Promise<number> {
  let created = 0
  for (const redirect of demoRedirects) {
    const existing = await payload.count({
      collection: 'redirects',
      where: { from: { in: pathVariants(redirect.from) } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    await payload.create({
      collection: 'redirects',
      data: redirect,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    created += 1
  }
  log(
    created
      ? `Redirects: created ${created} of ${demoRedirects.length}.`
      : 'Redirects: all already present, left unchanged.',
  )
  return created
}
