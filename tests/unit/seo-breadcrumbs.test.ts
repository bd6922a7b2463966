import { describe, expect, it } from 'vitest'
import { breadcrumbList, breadcrumbTrail } from '@/seo/breadcrumbs'
import type { NavNode } from '@/utilities/navigation'

const node = (label: string, path: string, children: NavNode[] = []): NavNode => ({ label, path, href: path, children })
const tree = [node('Get Support', '/get-support', [node('Support Groups', '/get-support/support-groups')])]

describe('breadcrumbTrail', () => {
  it('names each level by its menu entry, the page by its title', () => {
    expect(breadcrumbTrail('/get-support/support-groups/find-a-group', 'Find a Support Group', tree)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Get Support', path: '/get-support' },
      { name: 'Support Groups', path: '/get-support/support-groups' },
      { name: 'Find a Support Group', path: '/get-support/support-groups/find-a-group' },
    ])
  })

  it('names a level off the menu by its address in words, and gives no trail for top-level pages', () => {
    expect(breadcrumbTrail('/our-impact/grants', 'Grants', [])?.map((c) => c.name)).toEqual(['Home', 'Our impact', 'Grants'])
    expect(breadcrumbTrail('/news', 'News', tree)).toBeNull()
  })
})

describe('breadcrumbList', () => {
  it('numbers the items from 1 with absolute addresses', () => {
    const list = breadcrumbList([{ name: 'Home', path: '/' }, { name: 'Grants', path: '/our-impact/grants' }], 'https://www.example.org')
    expect(list['@type']).toBe('BreadcrumbList')
    expect(list.itemListElement[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'Grants', item: 'https://www.example.org/our-impact/grants' })
  })
})
