import { plainText, seeOther } from '@/http/plainForm'
import { cookieValue, isSameSite } from '@/myGiving/http'
import { endSession } from '@/myGiving/sessions'
import { VOLUNTEER_COOKIE, VOLUNTEER_PATH } from '@/peerSupport/paths'
import { clearedVolunteerCookie } from '@/peerSupport/volunteerPage'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** POST /peer-volunteer/sign-out: ends the session and clears the cookie. */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  if (!(await isSameSite(payload, request))) return plainText('This form was sent from another site.', 403)
  await endSession(payload, cookieValue(request, VOLUNTEER_COOKIE))
  return seeOther(`${VOLUNTEER_PATH}?asked=signed-out`, { 'set-cookie': clearedVolunteerCookie() })
}
