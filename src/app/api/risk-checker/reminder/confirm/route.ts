import { RISK_REMINDER_CONFIRM_PATH } from '@/content/paths'
import { plainText, readForm, seeOther } from '@/http/plainForm'
import { confirmReminder } from '@/riskChecker/reminders'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/**
 * POST /api/risk-checker/reminder/confirm (the button on the confirmation page): confirms the
 * reminder once. Opening the link only shows the button, so a mail scanner that follows links
 * cannot confirm for the person. A used, expired or made-up link goes back to the page, which says so.
 */
export async function POST(request: Request) {
  const fields = await readForm(request)
  if (!fields) return plainText('Open the confirmation link from the e-mail we sent you, then press “Confirm my reminder”.', 400)
  const result = await confirmReminder(await getPayloadClient(), fields.token)
  if (!result.ok) return seeOther(`${RISK_REMINDER_CONFIRM_PATH}?problem=link`)
  return seeOther(`${RISK_REMINDER_CONFIRM_PATH}?confirmed=${result.sendOn}`)
}
