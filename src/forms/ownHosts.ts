/** Host names a form may be posted from: the site's own address and the hosts listed in Site Settings. */
import type { Payload } from 'payload'
import { hostOf } from './origin'

export async function ownHosts(payload: Payload): Promise<string[]> {
  const hosts: string[] = []
  if (process.env.SITE_URL) hosts.push(hostOf(process.env.SITE_URL))
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    for (const entry of settings.ownHosts ?? []) hosts.push(hostOf(entry.host))
  } catch {
    // No settings yet: the site's own address and the request's host still count.
  }
  return hosts.filter(Boolean)
}
