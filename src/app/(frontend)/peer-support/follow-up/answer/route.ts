import { plainText, readForm, seeOther } from '@/http/plainForm'
import { isSameSite } from '@/myGiving/http'
import { answerFollowUp } from '@/peerSupport/followUp'
import { FOLLOW_UP_PATH } from '@/peerSupport/paths'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** POST /peer-support/follow-up/answer: keeps the answer on the case, once. */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  if (!(await isSameSite(payload, request))) return plainText('This form was sent from another site.', 403)
  const fields = await readForm(request)
  if (!fields) return plainText('Send the form from the page in our e-mail.', 400)
  const outcome = await answerFollowUp(payload, fields.token, fields.answer, fields.comment)
  if (!outcome.ok) return plainText(outcome.message, outcome.status)
  return seeOther(`${FOLLOW_UP_PATH}?token=${encodeURIComponent(fields.token ?? '')}&done=1`)
}
