import type { Payload } from 'payload'
import type { SiteSetting } from '@/payload-types'
import type { SeedLog } from './index'

const ADDRESS = {
  street: '100 Example Street, Suite 200',
  city: 'Vancouver',
  province: 'BC',
  postalCode: 'V5V 0A0',
  country: 'Canada',
}

/**
 * A fictional organisation with placeholder details: 555 telephone numbers, example.org
 * addresses and a made-up registration number, so nothing here reaches a real person.
 */
export const demoSiteSettings: Omit<SiteSetting, 'id' | 'updatedAt' | 'createdAt'> = {
  name: 'Coastal Prostate Cancer Foundation',
  contacts: [
    { title: 'T', value: '604-555-0100', scheme: 'tel' },
    { title: 'Toll free', value: '1-800-555-0199', scheme: 'tel' },
    { title: 'E', value: 'info@example.org', scheme: 'mailto' },
  ],
  address: ADDRESS,
  mapUrl:
    'https://www.openstreetmap.org/search?query=' +
    encodeURIComponent(`${ADDRESS.street}, ${ADDRESS.city}, ${ADDRESS.province} ${ADDRESS.postalCode}`),
  socialMedia: [
    { platform: 'facebook', url: 'https://www.facebook.com/example' },
    { platform: 'instagram', url: 'https://www.instagram.com/example' },
    { platform: 'x', url: 'https://x.com/example' },
    { platform: 'youtube', url: 'https://www.youtube.com/@example' },
  ],
  charityNumber: '12345-5555 RR0001',
  supportInitiative: {
    label: 'Prostate cancer support across Canada',
    url: 'https://support.example.org',
  },
  ownHosts: [
    { host: 'www.example.org' },
    { host: 'preview.example.org' },
    { host: 'staging.example.org' },
    { host: 'localhost:3000' },
  ],
}

/**
 * Fills Site Settings when the organisation has no name yet (the name is required, so an
 * edited global always has one); settings an editor has saved are never overwritten.
 */
export async function seedSiteSettings(payload: Payload, log: SeedLog): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  if (current.name?.trim()) {
    log(`Site settings: already filled in ("${current.name}"), left unchanged.`)
    return false
  }
  await payload.updateGlobal({
    slug: 'site-settings',
    data: demoSiteSettings,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  log(`Site settings: created placeholder details for "${demoSiteSettings.name}".`)
  return true
}
