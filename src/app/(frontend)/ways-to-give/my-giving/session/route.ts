import { MY_GIVING_PATH } from '@/myGiving/constants'
import { plainText, readForm, seeOther } from '@/http/plainForm'
import { isSameSite, sessionCookie } from '@/myGiving/http'
import { LINK_PURPOSES, redeemSignInLink } from '@/myGiving/signInLinks'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/**
 * POST /ways-to-give/my-giving/session (the button on the link's page): uses the link once and
 * opens the session. A used, expired or forged link signs nobody in and says so.
 */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  if (!(await isSameSite(payload, request))) return plainText('This form was sent from another site.', 403)
  const fields = await readForm(request)
  if (!fields) return plainText('Open the link from your e-mail to sign in.', 400)
  const redeemed = await redeemSignInLink(payload, fields.token, LINK_PURPOSES.myGiving)
  if (!redeemed) return seeOther(`${MY_GIVING_PATH}?asked=link-expired`)
  const next = redeemed.purpose === 'replace-card' && redeemed.enrolment ? `${MY_GIVING_PATH}/card?gift=${redeemed.enrolment}` : MY_GIVING_PATH
  return seeOther(next, { 'set-cookie': sessionCookie(redeemed.sessionToken) })
}
