import { plainText, readForm, seeOther } from '@/http/plainForm'
import { isSameSite } from '@/myGiving/http'
import { LINK_PURPOSES, redeemSignInLink } from '@/myGiving/signInLinks'
import { VOLUNTEER_PATH } from '@/peerSupport/paths'
import { volunteerCookie } from '@/peerSupport/volunteerPage'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** POST /peer-volunteer/session (the link page's button): uses a volunteer's link once and opens the session. */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  if (!(await isSameSite(payload, request))) return plainText('This form was sent from another site.', 403)
  const fields = await readForm(request)
  if (!fields) return plainText('Open the link from your e-mail to sign in.', 400)
  const redeemed = await redeemSignInLink(payload, fields.token, LINK_PURPOSES.volunteer)
  if (!redeemed) return seeOther(`${VOLUNTEER_PATH}?asked=link-expired`)
  return seeOther(VOLUNTEER_PATH, { 'set-cookie': volunteerCookie(redeemed.sessionToken) })
}
