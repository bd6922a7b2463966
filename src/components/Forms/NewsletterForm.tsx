import type { Tone } from '@/components/FormFields'
import { NewsletterFormClient } from './NewsletterForm.client'
import { siteSuccess } from './siteSuccess'

/** The newsletter sign-up form (form 705), for the footer and the mobile menu's dialog. */
export async function NewsletterForm({ tone = 'light' }: { tone?: Tone }) {
  return <NewsletterFormClient tone={tone} success={await siteSuccess('newsletter')} />
}
