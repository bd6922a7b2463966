import { RISK_REMINDER_STOP_PATH } from '@/content/paths'
import { plainText, readForm, seeOther } from '@/http/plainForm'
import { stopReminders } from '@/riskChecker/reminders'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/**
 * POST /api/risk-checker/reminder/unsubscribe?token=… : the one-click stop of RFC 8058 (mail
 * programs post "List-Unsubscribe=One-Click" to the address in the List-Unsubscribe header) and
 * the button on the stop page (token in the form). Deletes the address's reminders. Idempotent:
 * a link already used stops nothing more and still answers that the reminder is stopped.
 */
export async function POST(request: Request) {
  const fields = (await readForm(request)) ?? {}
  const token = fields.token ?? new URL(request.url).searchParams.get('token') ?? ''
  if (!token) return plainText('This stop link is incomplete. Use the link from the e-mail we sent you.', 400)
  await stopReminders(await getPayloadClient(), token)
  if (fields['List-Unsubscribe'] === 'One-Click') return plainText('Your reminder is stopped and your e-mail address deleted.', 200)
  return seeOther(`${RISK_REMINDER_STOP_PATH}?stopped=1`)
}
