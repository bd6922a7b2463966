/**
 * Whether a form post comes from the site itself: its Origin is the site's own address
 * (SITE_URL), the request's host, or one of the hosts listed in Site Settings (see origin.ts).
 */
import type { Payload } from 'payload'
import { hostOf, isAllowedOrigin } from './origin'

async function hostsInSettings(payload: Payload): Promise<string[]> {
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    return (settings.ownHosts ?? []).map((entry) => hostOf(entry.host)).filter(Boolean)
  } catch {
    // No settings yet: the site's own address and the request's host still count.
    return []
  }
}

export async function isOwnOrigin(payload: Payload, origin: string | null, requestHost: string | null): Promise<boolean> {
  // The site's own address and the request's host answer most posts; only another Origin costs a read of the settings.
  const siteHosts = process.env.SITE_URL ? [hostOf(process.env.SITE_URL)] : []
  return isAllowedOrigin(origin, siteHosts, requestHost) || isAllowedOrigin(origin, await hostsInSettings(payload), requestHost)
}
