/**
 * The two e-mails of a reminder: the confirmation request and the reminder itself. Each names
 * the sender (the charity's name, mailing address and contacts from the site settings) and
 * carries a one-click way to stop: a link in the text that works in any browser, and the
 * List-Unsubscribe / List-Unsubscribe-Post headers of RFC 8058 for mail programs. Neither holds
 * an answer or a result: the reminder says only what the person asked to be reminded of.
 */
import type { Payload } from 'payload'
import { RISK_CHECKER_PATH, RISK_REMINDER_CONFIRM_PATH, RISK_REMINDER_STOP_PATH } from '@/content/paths'
import { formatPickedDay } from '@/format/dates'
import type { SiteSetting } from '@/payload-types'

export const REMINDER_STOP_API = '/api/risk-checker/reminder/unsubscribe'

export type ReminderMail = { to: string; subject: string; text: string; headers: Record<string, string> }

/** The sender as Canada's anti-spam law asks every message to name it. */
export function senderIdentity(settings: Pick<SiteSetting, 'name' | 'address' | 'contacts'>): string[] {
  const a = settings.address
  const address = a ? [a.street, `${a.city}, ${a.province} ${a.postalCode}`, a.country].filter(Boolean).join(', ') : ''
  return [
    `Sent by ${settings.name}`,
    ...(address ? [`Mailing address: ${address}`] : []),
    ...(settings.contacts ?? []).map((c) => `${c.title}: ${c.value}`),
  ]
}

const stopHeaders = (siteUrl: string, stopToken: string) => ({
  'List-Unsubscribe': `<${new URL(`${REMINDER_STOP_API}?token=${stopToken}`, siteUrl)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

const stopLink = (siteUrl: string, stopToken: string) => new URL(`${RISK_REMINDER_STOP_PATH}?token=${stopToken}`, siteUrl).toString()

const footer = (identity: string[], siteUrl: string, stopToken: string) => [
  '',
  '--',
  ...identity,
  '',
  'To stop this reminder and delete your address, open this link:',
  stopLink(siteUrl, stopToken),
]

export function confirmationMail(input: { to: string; sendOn: string; confirmToken: string; stopToken: string; identity: string[]; siteUrl: string }): ReminderMail {
  const link = new URL(`${RISK_REMINDER_CONFIRM_PATH}?token=${input.confirmToken}`, input.siteUrl).toString()
  return {
    to: input.to,
    subject: 'Please confirm your reminder',
    text: [
      `Someone, we hope you, asked for a reminder to be sent to this address on ${formatPickedDay(input.sendOn)}.`,
      '',
      'To confirm it, open this link within 7 days:',
      link,
      '',
      'If you did not ask for it, do nothing: no reminder is sent, and the request is deleted after 7 days.',
      ...footer(input.identity, input.siteUrl, input.stopToken),
    ].join('\n'),
    headers: stopHeaders(input.siteUrl, input.stopToken),
  }
}

export function reminderMail(input: { to: string; stopToken: string; identity: string[]; siteUrl: string }): ReminderMail {
  return {
    to: input.to,
    subject: 'Your reminder: talking to your doctor about prostate cancer',
    text: [
      'You asked us to remind you today to think about talking to your doctor about checking for prostate cancer.',
      '',
      'Our risk checker takes about 30 seconds and ends with a plan to take to your appointment:',
      new URL(RISK_CHECKER_PATH, input.siteUrl).toString(),
      '',
      'This was your only reminder: we have now deleted your address.',
      ...footer(input.identity, input.siteUrl, input.stopToken),
    ].join('\n'),
    headers: stopHeaders(input.siteUrl, input.stopToken),
  }
}

/** Through Payload's mail adapter (nodemailer over SMTP). */
export async function sendReminderMail(payload: Payload, mail: ReminderMail): Promise<void> {
  await payload.sendEmail({ to: mail.to, subject: mail.subject, text: mail.text, headers: mail.headers })
}
