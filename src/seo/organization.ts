import { absoluteUrl } from '@/content/metadata'
import type { SiteSetting } from '@/payload-types'

/**
 * schema.org NGO for the home page: name, address, logo, the charity's social profiles
 * (sameAs) and its registration number, all from Site Settings.
 */
export function organizationJsonLd(settings: SiteSetting, baseUrl: string) {
  const a = settings.address
  return {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: settings.name,
    url: absoluteUrl('/', baseUrl),
    logo: absoluteUrl('/images/logo.svg', baseUrl),
    foundingDate: '1997',
    ...(a
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: a.street,
            addressLocality: a.city,
            addressRegion: a.province,
            postalCode: a.postalCode,
            addressCountry: a.country,
          },
        }
      : {}),
    sameAs: (settings.socialMedia ?? []).map((s) => s.url).filter(Boolean),
    ...(settings.charityNumber ? { identifier: { '@type': 'PropertyValue', name: 'Charity registration number', value: settings.charityNumber } } : {}),
  }
}
