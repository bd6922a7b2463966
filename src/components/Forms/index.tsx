/**
 * The five site forms as server components: each reads the organisation's name and contact
 * details (for the success texts) and hands them to its browser-side form. The newsletter form
 * has a module of its own because every page's frame shows it: importing it from here would
 * put the browser code of all five forms (and the date picker) on every page.
 */
import { getFormSettings } from '@/content/globals'
import type { FormKey } from '@/forms/fields'
import { ContactFormClient, PeerSupportFormClient, ReefKnotKitFormClient, VolunteerFormClient } from './lazy.client'
import { NewsletterForm } from './NewsletterForm'
import type { PeerTopic } from './PeerSupportForm.client'
import { siteSuccess as success } from './siteSuccess'

export { NewsletterForm }

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
