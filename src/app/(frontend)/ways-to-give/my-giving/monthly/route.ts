import { MY_GIVING_PATH } from '@/myGiving/constants'
import { seeOther } from '@/http/plainForm'
import { signedInPost } from '@/myGiving/http'
import { cancel, changeAmount, pause, replaceCard, resume, type ActionOutcome } from '@/myGiving/monthlyActions'
import { setFlash } from '@/myGiving/sessions'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/**
 * POST /ways-to-give/my-giving/monthly: one change to one of the donor's own monthly gifts
 * (action = amount | pause | resume | cancel | replace-card). The outcome is kept on the
 * session and shown by the page the answer redirects to.
 */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  const post = await signedInPost(payload, request)
  if (post instanceof Response) return post
  const { session, fields } = post
  const gift = fields.gift
  let outcome: ActionOutcome & { errors?: Record<string, string[]> }
  let back = `${MY_GIVING_PATH}#gift-${encodeURIComponent(gift ?? '')}`
  switch (fields.action) {
    case 'amount':
      outcome = await changeAmount(payload, session.email, gift, fields.amount)
      break
    case 'pause':
      outcome = await pause(payload, session.email, gift, fields.months)
      break
    case 'resume':
      outcome = await resume(payload, session.email, gift)
      break
    case 'cancel':
      outcome = await cancel(payload, session.email, gift, fields.confirm)
      if (!outcome.ok && outcome.status === 422) back = `${MY_GIVING_PATH}/cancel?gift=${encodeURIComponent(gift ?? '')}`
      break
    case 'replace-card':
      outcome = await replaceCard(payload, session.email, gift, fields)
      if (!outcome.ok && outcome.status !== 404 && outcome.status !== 409) back = `${MY_GIVING_PATH}/card?gift=${encodeURIComponent(gift ?? '')}`
      break
    default:
      outcome = { ok: false, status: 400, message: 'Choose what to change on your monthly gift.' }
  }
  const giftId = /^\d{1,12}$/.test(gift ?? '') ? Number(gift) : undefined
  await setFlash(payload, session, outcome.ok
    ? { tone: 'notice', message: outcome.notice, gift: giftId }
    : { tone: 'error', message: outcome.message, field: outcome.field, gift: giftId, errors: outcome.errors })
  return seeOther(back)
}
