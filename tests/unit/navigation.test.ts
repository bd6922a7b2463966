import { describe, expect, it } from 'vitest'
import { allNavPaths, buildNavTree, findNavNode, type NavNode } from '@/utilities/navigation'
import { demoNavigation } from '@/seed/navigation'
import { SECTION_SLUGS } from '../helpers/spec'

const nav = {
  sections: [
    {
      label: 'Get Support',
      slug: 'get-support',
      children: [
        { label: 'Support Group Calendar', slug: 'support-groups', anchor: 'calendar' },
        { label: 'Support Groups', slug: 'support-groups' },
        {
          label: 'More Resources',
          slug: 'more-resources',
          children: [{ label: 'Newsletters', slug: 'newsletters' }],
        },
      ],
    },
    {
      label: 'Our Impact',
      slug: 'our-impact',
      children: [
        { label: 'Grants', slug: 'grants', children: null },
        { label: 'Apply for a Grant', slug: 'grants', anchor: 'apply-for-grant' },
        { label: 'Only an anchor', slug: 'anchored', anchor: 'top' },
      ],
    },
  ],
}

describe('buildNavTree', () => {
  it('gives an empty menu for a missing or empty global', () => {
    expect(buildNavTree(null)).toEqual([])
    expect(buildNavTree(undefined)).toEqual([])
    expect(buildNavTree({ sections: null })).toEqual([])
    expect(buildNavTree({ sections: [] })).toEqual([])
  })

  it('builds full paths from the slugs of every level', () => {
    const tree = buildNavTree(nav)
    expect(tree.map((n) => n.path)).toEqual(['/get-support', '/our-impact'])
    const more = tree[0]!.children[2]!
    expect(more.path).toBe('/get-support/more-resources')
    expect(more.children[0]).toEqual({
      label: 'Newsletters',
      path: '/get-support/more-resources/newsletters',
      href: '/get-support/more-resources/newsletters',
      children: [],
    })
  })

  it('adds the anchor to the href only, not to the path', () => {
    const calendar = buildNavTree(nav)[0]!.children[0]!
    expect(calendar.path).toBe('/get-support/support-groups')
    expect(calendar.href).toBe('/get-support/support-groups#calendar')
    expect(buildNavTree(nav)[0]!.href).toBe('/get-support')
  })

  it('treats missing and null children as no children', () => {
    const grants = buildNavTree(nav)[1]!.children[0]!
    expect(grants.children).toEqual([])
    expect(buildNavTree(nav)[1]!.children[1]!.children).toEqual([])
  })
})

describe('findNavNode', () => {
  const tree = buildNavTree(nav)

  it('finds a section, a second-level and a third-level entry', () => {
    expect(findNavNode(tree, '/our-impact')?.label).toBe('Our Impact')
    expect(findNavNode(tree, '/get-support/more-resources')?.label).toBe('More Resources')
    expect(findNavNode(tree, '/get-support/more-resources/newsletters')?.label).toBe('Newsletters')
  })

  it('skips an anchor entry for the same path and finds the page entry, whatever the order', () => {
    expect(findNavNode(tree, '/get-support/support-groups')?.label).toBe('Support Groups')
    expect(findNavNode(tree, '/our-impact/grants')?.label).toBe('Grants')
  })

  it('finds nothing for a path that only an anchor entry points at', () => {
    expect(findNavNode(tree, '/our-impact/anchored')).toBeUndefined()
  })

  it('finds nothing for unknown paths, partial slugs or a trailing slash', () => {
    expect(findNavNode(tree, '/no-such-page')).toBeUndefined()
    expect(findNavNode(tree, '/get-support/more')).toBeUndefined()
    expect(findNavNode(tree, '/newsletters')).toBeUndefined()
    expect(findNavNode([], '/get-support')).toBeUndefined()
  })
})

describe('allNavPaths', () => {
  it('lists every path once, depth first', () => {
    expect(allNavPaths(buildNavTree(nav))).toEqual([
      '/get-support',
      '/get-support/support-groups',
      '/get-support/more-resources',
      '/get-support/more-resources/newsletters',
      '/our-impact',
      '/our-impact/grants',
      '/our-impact/anchored',
    ])
  })

  it('gives nothing for an empty menu', () => {
    expect(allNavPaths([])).toEqual([])
  })
})

describe('the seeded main menu', () => {
  const tree = buildNavTree({ sections: demoNavigation })
  const walk = (nodes: NavNode[], depth = 1): Array<[NavNode, number]> =>
    nodes.flatMap((n) => [[n, depth] as [NavNode, number], ...walk(n.children, depth + 1)])

  it('has the six sections of the specification, in order', () => {
    expect(tree.map((n) => n.path)).toEqual(SECTION_SLUGS.map((slug) => `/${slug}`))
  })

  it('is at most three levels deep and every path is unique apart from anchor entries', () => {
    const all = walk(tree)
    expect(Math.max(...all.map(([, d]) => d))).toBeLessThanOrEqual(3)
    const pagePaths = all.filter(([n]) => n.href === n.path).map(([n]) => n.path)
    expect(new Set(pagePaths).size).toBe(pagePaths.length)
  })

  it('points every anchor entry at a page entry that exists in the menu', () => {
    for (const [node] of walk(tree).filter(([n]) => n.href !== n.path)) {
      expect(findNavNode(tree, node.path), node.href).toBeDefined()
    }
  })

  it('holds the calendar and grant-application anchors', () => {
    const hrefs = walk(tree).map(([n]) => n.href)
    expect(hrefs).toContain('/get-support/support-groups#calendar')
    expect(hrefs).toContain('/our-impact/grants#apply-for-grant')
  })

  it('uses slugs of lower-case letters, digits and dashes only', () => {
    for (const [node] of walk(tree)) {
      expect(node.path).toMatch(/^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/)
    }
  })
})
