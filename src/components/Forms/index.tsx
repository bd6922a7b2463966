/**
 * The five site forms as server components: each reads the organisation's name and contact
 * details (for the success texts) and hands them to its browser-side form.
 */
import { getCachedGlobal } from '@/utilities/getGlobal'
import { getSiteSettings } from '@/utilities/getSiteData'
import type { FormKey } from '@/forms/definitions'
import { ContactFormClient } from './ContactForm.client'
import { NewsletterFormClient } from './NewsletterForm.client'
import { PeerSupportFormClient, type PeerTopic } from './PeerSupportForm.client'
import { ReefKnotKitFormClient } from './ReefKnotKitForm.client'
import { VolunteerFormClient } from './VolunteerForm.client'
import { successFor } from './messages'
import type { Tone } from './fields'

const getFormSettings = getCachedGlobal('form-settings', 0)

async function success(key: FormKey) {
  const settings = await getSiteSettings()
  const email = settings.contacts?.find((c) => c.scheme === 'mailto')?.value
  const phone = settings.contacts?.find((c) => c.scheme === 'tel')?.value
  return successFor(key, { name: settings.name, email, phone })
}

export async function NewsletterForm({ tone = 'light' }: { tone?: Tone }) {
  return <NewsletterFormClient tone={tone} success={await success('newsletter')} />
}

export async function VolunteerForm() {
  return <VolunteerFormClient success={await success('volunteer')} />
}

export async function ContactForm() {
  return <ContactFormClient success={await success('contact')} />
}

export async function ReefKnotKitForm() {
  return <ReefKnotKitFormClient success={await success('reefKnotKit')} />
}

export async function PeerSupportForm() {
  const settings = await getFormSettings()
  const topics: PeerTopic[] = (settings.peerSupportTopics ?? []).map((t) => ({
    topicId: t.topicId,
    main: t.main,
    subTopics: (t.subTopics ?? []).map((s) => s.label),
  }))
  return <PeerSupportFormClient topics={topics} success={await success('peerSupport')} />
}

export const FORM_COMPONENTS: Record<FormKey, () => Promise<React.ReactNode>> = {
  newsletter: () => NewsletterForm({}),
  volunteer: VolunteerForm,
  contact: ContactForm,
  reefKnotKit: ReefKnotKitForm,
  peerSupport: PeerSupportForm,
}
