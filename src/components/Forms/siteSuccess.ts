import type { FormKey } from '@/forms/fields'
import { successFor } from './messages'
import { getSiteSettings } from '@/content/globals'

/** A form's success title and message, with the organisation's name, e-mail and phone from Site Settings. */
export async function siteSuccess(key: FormKey) {
  const settings = await getSiteSettings()
  const email = settings.contacts?.find((c) => c.scheme === 'mailto')?.value
  const phone = settings.contacts?.find((c) => c.scheme === 'tel')?.value
  return successFor(key, { name: settings.name, email, phone })
}
