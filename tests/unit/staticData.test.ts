import { describe, expect, it } from 'vitest'
import { buildNavTree } from '@/utilities/navigation'
import { buildStaticData } from '@/utilities/staticData'
import type { SiteSetting } from '@/payload-types'

const settings: SiteSetting = {
  id: 1,
  name: 'Test Foundation',
  contacts: [
    { title: 'T', value: '(604) 555-0100', scheme: 'tel' },
    { title: 'E', value: 'info@example.org', scheme: 'mailto' },
    { title: 'Hours', value: 'Mon–Fri', scheme: 'none' },
  ],
  address: { street: '1 Main St', city: 'Vancouver', province: 'BC', postalCode: 'V5V 0A0', country: 'Canada' },
  mapUrl: 'https://maps.example.org/?q=1',
  socialMedia: [{ platform: 'facebook', url: 'https://facebook.example.org/x' }],
  charityNumber: '12345-5555 RR0001',
  supportInitiative: { label: 'Support', url: 'https://support.example.org' },
}

describe('buildStaticData', () => {
  it('answers the spec shape: contacts with links, three-part address, social images, menu', () => {
    const tree = buildNavTree({
      sections: [{ label: 'Get Support', slug: 'get-support', children: [{ label: 'Calendar', slug: 'support-groups', anchor: 'calendar' }] }],
    })
    const data = buildStaticData(settings, tree)
    expect(data.contact).toEqual([
      { title: 'T', value: '(604) 555-0100', href: 'tel:6045550100' },
      { title: 'E', value: 'info@example.org', href: 'mailto:info@example.org' },
      { title: 'Hours', value: 'Mon–Fri', href: null },
    ])
    expect(data.address3).toEqual(settings.address)
    expect(data.socialMedia).toEqual([{ img: '/icons/facebook.svg', url: 'https://facebook.example.org/x' }])
    expect(data.charityNumber).toBe('12345-5555 RR0001')
    expect(data.menu[0]).toMatchObject({ title: 'Get Support', slug: 'get-support', uri: '/get-support' })
    expect(data.menu[0]!.children[0]).toMatchObject({ slug: 'support-groups', uri: '/get-support/support-groups#calendar' })
  })
})
