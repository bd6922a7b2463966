import type { SiteSetting } from '@/payload-types'
import { contactHref } from './contactHref'
import type { NavNode } from './navigation'
import { socialIconPath } from './socialPlatforms'

type MenuEntry = { title: string; slug: string; uri: string; children: MenuEntry[] }

const toMenu = (node: NavNode): MenuEntry => ({
  title: node.label,
  slug: node.path.split('/').pop() ?? '',
  uri: node.href,
  children: node.children.map(toMenu),
})

/** The company and menu data in the shape of the spec's static-data.json. */
export function buildStaticData(settings: SiteSetting, nav: NavNode[]) {
  return {
    name: settings.name,
    contact: (settings.contacts ?? []).map((c) => ({
      title: c.title,
      value: c.value,
      href: contactHref(c.scheme, c.value),
    })),
    address3: {
      street: settings.address.street,
      city: settings.address.city,
      province: settings.address.province,
      postalCode: settings.address.postalCode,
      country: settings.address.country,
    },
    map: settings.mapUrl ?? null,
    socialMedia: (settings.socialMedia ?? []).map((s) => ({ img: socialIconPath(s.platform), url: s.url })),
    charityNumber: settings.charityNumber,
    supportInitiative: settings.supportInitiative,
    menu: nav.map(toMenu),
  }
}
