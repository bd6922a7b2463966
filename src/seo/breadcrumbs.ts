import { absoluteUrl } from '@/content/metadata'
import type { NavNode } from '@/utilities/navigation'

export type Crumb = { name: string; path: string }

/**
 * The trail from the home page to a nested page: each address above it named by its menu
 * entry (or, off the menu, by its last segment in words), the page itself by its title.
 * Null for top-level pages, which have no trail worth giving.
 */
export function breadcrumbTrail(path: string, title: string, tree: NavNode[], homeName = 'Home'): Crumb[] | null {
  const segments = path.split('/').filter(Boolean)
  if (segments.length < 2) return null
  const labels = new Map<string, string>()
  const walk = (nodes: NavNode[]) => {
    for (const node of nodes) {
      if (!labels.has(node.path)) labels.set(node.path, node.label)
      walk(node.children)
    }
  }
  walk(tree)
  const crumbs: Crumb[] = [{ name: homeName, path: '/' }]
  segments.forEach((_, i) => {
    const prefix = `/${segments.slice(0, i + 1).join('/')}`
    const last = i === segments.length - 1
    const words = segments[i]!.replace(/-/g, ' ')
    crumbs.push({ name: last ? title : (labels.get(prefix) ?? words.charAt(0).toUpperCase() + words.slice(1)), path: prefix })
  })
  return crumbs
}

/** schema.org BreadcrumbList with absolute addresses. */
export function breadcrumbList(crumbs: Crumb[], baseUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, baseUrl),
    })),
  }
}
