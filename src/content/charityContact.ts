/**
 * The charity's name, phone, e-mail and mailing address as one reads them in a letter, taken
 * from Site Settings: every e-mail and document a person receives names the charity through
 * this, never through a literal.
 */
import { mailFrom } from '@/forms/email'
import type { SiteSetting } from '@/payload-types'

export type CharityContact = {
  name: string
  /** The first telephone line of Site Settings, if any. */
  phone: string | null
  /** The first e-mail line of Site Settings, if any. */
  email: string | null
  /** "100 Example Street, Vancouver, BC V5V 0A0, Canada", or null without an address. */
  address: string | null
}

type Settings = Pick<SiteSetting, 'name' | 'contacts' | 'address'>

export function charityContact(settings: Settings): CharityContact {
  const line = (scheme: string) => settings.contacts?.find((c) => c.scheme === scheme)?.value?.trim() || null
  const a = settings.address
  const address = a ? [a.street, [a.city && `${a.city},`, a.province, a.postalCode].filter(Boolean).join(' '), a.country].filter(Boolean).join(', ') : ''
  // A site whose settings were never filled still writes readable mail: the sending name stands in.
  return { name: settings.name?.trim() || mailFrom().name, phone: line('tel'), email: line('mailto'), address: address || null }
}

/** "call us at 604-555-0100 or write to info@example.org": the ways to reach the charity it has. */
export function howToReach(contact: CharityContact): string | null {
  const ways = [contact.phone && `call us at ${contact.phone}`, contact.email && `write to ${contact.email}`].filter(Boolean)
  return ways.length ? ways.join(' or ') : null
}

/** The closing lines of an e-mail: the charity's name, then its phone, e-mail and address. */
export function signature(contact: CharityContact): string[] {
  return [contact.name, ...[contact.phone, contact.email, contact.address].filter((v): v is string => Boolean(v))]
}
