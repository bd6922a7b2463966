import type { Navigation } from '@/payload-types'

/** A menu entry with its full address, ready to render. */
export type NavNode = {
  label: string
  /** The page's path without the anchor, e.g. /get-support/support-groups */
  path: string
  /** What a link points at: the path, plus #anchor when the entry jumps to a section. */
  href: string
  children: NavNode[]
}

/** A stored menu entry: second-level entries hold their children in `grandchildren` (see the Navigation global). */
type Entry = {
  label: string
  slug: string
  anchor?: string | null
  children?: Entry[] | null
  grandchildren?: Entry[] | null
}

function toNode(entry: Entry, parentPath: string): NavNode {
  const path = `${parentPath}/${entry.slug}`
  return {
    label: entry.label,
    path,
    href: entry.anchor ? `${path}#${entry.anchor}` : path,
    children: (entry.children ?? entry.grandchildren ?? []).map((child) => toNode(child, path)),
  }
}

export function buildNavTree(nav: Pick<Navigation, 'sections'> | null | undefined): NavNode[] {
  return (nav?.sections ?? []).map((section) => toNode(section as Entry, ''))
}

/**
 * The menu entry at a path, ignoring anchor-only entries (those point into another page).
 * Used for section landing pages: a path that is a menu entry but has no page of its own.
 */
export function findNavNode(tree: NavNode[], path: string): NavNode | undefined {
  for (const node of tree) {
    if (node.path === path && node.href === node.path) return node
    const found = findNavNode(node.children, path)
    if (found) return found
  }
  return undefined
}

/** Every path in the menu, depth first (each once). */
export function allNavPaths(tree: NavNode[]): string[] {
  const out = new Set<string>()
  const walk = (nodes: NavNode[]) => {
    for (const n of nodes) {
      out.add(n.path)
      walk(n.children)
    }
  }
  walk(tree)
  return [...out]
}

/** The entry one level above the given one, if any. */
export function findNavParent(tree: NavNode[], child: NavNode): NavNode | undefined {
  for (const node of tree) {
    if (node.children.includes(child)) return node
    const found = findNavParent(node.children, child)
    if (found) return found
  }
  return undefined
}
