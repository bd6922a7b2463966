import { RISK_REMINDER_PATH } from '@/content/paths'
import { smtpConfigured } from '@/forms/email'
import { clientAddress } from '@/http/clientAddress'
import { confirmationMail, senderIdentity, sendReminderMail } from '@/riskChecker/reminderMail'
import { plainText, readForm, seeOther } from '@/http/plainForm'
import { reminderConsentWording, readReminderRequest } from '@/riskChecker/reminderRequest'
import { deleteReminder, reminderEmailLimiter, reminderRequestLimiter, storeReminderRequest } from '@/riskChecker/reminders'
import { getPayloadClient } from '@/utilities/getPayloadClient'
import { serverUrl } from '@/utilities/runtimeEnv'

export type ReminderOutcome = 'sent' | 'unavailable' | 'later' | 'failed'

/**
 * POST /api/risk-checker/reminder (the reminder page's form, no script needed): stores a pending
 * reminder and mails the confirmation link, then goes back to the page with the outcome. The
 * answer is the same whether or not the address already has a reminder: nothing is looked up.
 * Neither the address nor anything else of the request is logged.
 */
export async function POST(request: Request) {
  const fields = await readForm(request)
  if (!fields) return plainText('Send the form from the reminder page: your e-mail address and when to remind you.', 400)
  const back = (query: Record<string, string>) => seeOther(`${RISK_REMINDER_PATH}?${new URLSearchParams(query)}`)

  if (!smtpConfigured()) return back({ outcome: 'unavailable' })
  const read = readReminderRequest(fields)
  if (!read.ok) return back({ problem: read.problem, ...(read.choice ? { when: read.choice } : {}), ...(fields.offer === 'at45' ? { offer: 'at45' } : {}) })
  if (!(await reminderRequestLimiter.hit(clientAddress(request.headers))).ok) return back({ outcome: 'later' })
  // Too many requests for one address: answer as if sent, and send nothing (no flood, no hint).
  if (!(await reminderEmailLimiter.hit(read.email)).ok) return back({ outcome: 'sent' })

  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const stored = await storeReminderRequest(payload, { email: read.email, sendOn: read.sendOn, consentWording: reminderConsentWording(settings.name) })
  try {
    await sendReminderMail(
      payload,
      confirmationMail({ to: read.email, sendOn: read.sendOn, confirmToken: stored.confirmToken, stopToken: stored.stopToken, identity: senderIdentity(settings), siteUrl: serverUrl() }),
    )
  } catch {
    // Nobody can confirm a request whose link never left: it goes, and the person is told.
    await deleteReminder(payload, stored.id)
    console.error('Risk checker: a reminder confirmation could not be sent (mail server error).')
    return back({ outcome: 'failed' })
  }
  return back({ outcome: 'sent' })
}
