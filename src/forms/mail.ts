/** The notification e-mail staff receive for a submission: plain text, one line per field. */
import { FORM_TITLES, type FormKey, type FormValues, submitterEmail, submitterName } from './definitions'
import { fieldLabel, fieldText } from './fieldLabel'

export type NotificationMail = { subject: string; text: string; replyTo?: string }

export function renderNotification(
  key: FormKey,
  values: FormValues,
  meta: { submissionId: number | string; submittedAt: string; adminUrl?: string },
): NotificationMail {
  const name = submitterName(key, values)
  const lines = Object.entries(values)
    .filter(([, value]) => value !== '')
    .map(([field, value]) => `${fieldLabel(field)}: ${fieldText(field, value)}`)
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
