export type ContactScheme = 'tel' | 'mailto' | 'https' | 'none'

/** The link for a contact line: phone numbers keep only digits and a leading +. */
export function contactHref(scheme: ContactScheme, value: string): string | null {
  const v = value.trim()
  switch (scheme) {
    case 'tel': {
      const digits = v.replace(/\D/g, '')
      return digits ? `tel:${v.startsWith('+') ? '+' : ''}${digits}` : null
    }
    case 'mailto':
      return v ? `mailto:${v}` : null
    case 'https':
      if (!v) return null
      return /^https?:\/\//i.test(v) ? v : `https://${v}`
    default:
      return null
  }
}

/** A `tel:` link for a phone number as people write it ("604-555-0100", "+1 604 555 0100"). */
export const telHref = (value: string): string | undefined => contactHref('tel', value) ?? undefined
