import { getCachedGlobal } from './getGlobal'
import { buildNavTree } from './navigation'

export const getSiteSettings = getCachedGlobal('site-settings')
export const getNavigation = getCachedGlobal('navigation', 0)

export async function getNavTree() {
  return buildNavTree(await getNavigation())
}

export async function getOwnHosts(): Promise<string[]> {
  const settings = await getSiteSettings()
  return (settings.ownHosts ?? []).map((h) => h.host)
}
