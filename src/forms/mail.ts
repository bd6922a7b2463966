/** The notification e-mail staff receive for a submission: plain text, one line per field. */
import { FORM_TITLES, type FormKey, type FormValues, submitterEmail, submitterName } from './definitions'

export type NotificationMail = { subject: string; text: string; replyTo?: string }

/** Field names as staff read them. */
const LABELS: Record<string, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  full_name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  city: 'City',
  province: 'Province',
  volunteer_for: 'Volunteer for',
  events: 'Events',
  preferred_contact: 'Preferred contact',
  best_time_to_contact: 'Best time to contact',
  date_of_diagnosis: 'Date of diagnosis',
  age_at_diagnosis: 'Age at diagnosis',
  rkfname: 'First name',
  rklname: 'Last name',
  rkadd: 'Street address',
  rkcity: 'City',
  rkprov: 'Province or state',
  rkpcode: 'Postal code',
  rkemail: 'E-mail',
  rktel: 'Phone',
  rkquant: 'Number of kits',
  rkwho: 'Kit is for',
  plan_for_prostate_removal_surgery: 'Planning prostate removal surgery',
  return_to_work: 'Returning to work',
  comment: 'Comment',
  kit_in_french: 'Kit in French',
  subject: 'Subject',
  message: 'Message',
}

export const fieldLabel = (name: string) =>
  LABELS[name] ?? name.replace(/_(main|sub)$/, (_, kind: string) => (kind === 'main' ? ' (topic)' : ' (sub-topics)')).replace(/_/g, ' ')

export function renderNotification(
  key: FormKey,
  values: FormValues,
  meta: { submissionId: number | string; submittedAt: string; adminUrl?: string },
): NotificationMail {
  const name = submitterName(key, values)
  const lines = Object.entries(values)
    .filter(([, value]) => value !== '')
    .map(([field, value]) => `${fieldLabel(field)}: ${value}`)
  const text = [
    `A new ${FORM_TITLES[key].toLowerCase()} was sent through the website on ${meta.submittedAt}.`,
    '',
    ...lines,
    '',
    meta.adminUrl ? `See it in the admin: ${meta.adminUrl}` : `Submission number ${meta.submissionId}.`,
  ].join('\n')
  const email = submitterEmail(key, values)
  return {
    // Header injection: no line breaks in the subject.
    subject: `${FORM_TITLES[key]}${name ? `: ${name}` : ''}`.replace(/[\r\n]+/g, ' ').slice(0, 200),
    text,
    ...(email ? { replyTo: email } : {}),
  }
}
