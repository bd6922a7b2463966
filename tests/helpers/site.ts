/**
 * What the browser tests need to know about the running site, read from the site itself
 * (/static-data.json) so the tests follow the seeded or edited content.
 */
import { siteUrl } from './browser'

export type MenuEntry = { title?: string; label?: string; slug: string; uri?: string; children?: MenuEntry[] }

export type StaticData = {
  name: string
  contact: { title: string; value: string; href: string | null }[]
  address3: { street: string; city: string; province: string; postalCode: string; country: string }
  map: string | null
  socialMedia: { img: string; url: string }[]
  charityNumber: string
  supportInitiative?: { label: string; url: string } | null
  menu: MenuEntry[]
}

export async function getStaticData(): Promise<StaticData> {
  const res = await fetch(siteUrl('/static-data.json'))
  if (!res.ok) throw new Error(`/static-data.json answered HTTP ${res.status}`)
  return (await res.json()) as StaticData
}

export const labelOf = (entry: MenuEntry) => entry.title ?? entry.label ?? ''

/** A menu entry's address; `uri` may carry an #anchor. */
export function hrefOf(entry: MenuEntry, parentPath = ''): string {
  return entry.uri ?? `${parentPath}/${entry.slug}`
}

export const withoutHash = (href: string) => href.split('#')[0]!

/** Every distinct page address in the menu (anchors dropped), depth first. */
export function menuPaths(menu: MenuEntry[]): string[] {
  const out = new Set<string>()
  const walk = (entries: MenuEntry[], parentPath: string) => {
    for (const entry of entries) {
      const path = withoutHash(hrefOf(entry, parentPath))
      out.add(path)
      walk(entry.children ?? [], path)
    }
  }
  walk(menu, '')
  return [...out]
}

export function findEntry(menu: MenuEntry[], path: string): MenuEntry | undefined {
  const walk = (entries: MenuEntry[], parentPath: string): MenuEntry | undefined => {
    for (const entry of entries) {
      const href = hrefOf(entry, parentPath)
      if (href === path) return entry
      const found = walk(entry.children ?? [], withoutHash(href))
      if (found) return found
    }
    return undefined
  }
  return walk(menu, '')
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
