export type ContactScheme = 'tel' | 'mailto' | 'https' | 'none'

/** The link for a contact line: phone numbers keep only digits and a leading +. */
export function contactHref(scheme: ContactScheme, value: string): string | null {
  const v = value.trim()
  switch (scheme) {
    case 'tel': {
      const digits = v.replace(/[^\d+]/g, '')
      return digits ? `tel:${digits}` : null
    }
    case 'mailto':
      return `mailto:${v}`
    case 'https':
      return /^https?:\/\//i.test(v) ? v : `https://${v}`
    default:
      return null
  }
}
