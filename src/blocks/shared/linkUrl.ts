import type { TextField } from 'payload'

/**
 * Accepts what a content link may point to: a site path (/get-support), an anchor (#form),
 * a full http(s) address, or a mailto:/tel: link. Returns an error message otherwise.
 */
export function checkLinkUrl(value: string | null | undefined): true | string {
  const url = (value ?? '').trim()
  if (!url) return 'Enter an address.'
  if (/\s/.test(url)) return 'An address cannot contain spaces.'
  if (url.startsWith('/') && !url.startsWith('//')) return true
  if (url.startsWith('#')) return true
  if (/^(mailto|tel):.+/i.test(url)) return true
  if (/^https?:\/\/[^/]+\.[^/]+/i.test(url)) {
    try {
      new URL(url)
      return true
    } catch {
      return 'This address is not valid.'
    }
  }
  return 'Use a site path starting with / (for example /get-support/peer-support), a full address starting with https://, or a mailto: or tel: link.'
}

/** A required link address field with the check above and advice for editors. */
export function linkUrlField(overrides: Partial<Pick<TextField, 'name' | 'label'>> = {}): TextField {
  return {
    name: 'url',
    label: 'Address',
    type: 'text',
    required: true,
    admin: {
      description:
        'A site path such as /get-support/peer-support, or a full https:// address. Outside sites open in a new tab.',
    },
    validate: (value: string | null | undefined) => checkLinkUrl(value),
    ...overrides,
  }
}
