import { plainText, seeOther } from '@/http/plainForm'
import { cookieValue, isSameSite } from '@/myGiving/http'
import { endSession } from '@/myGiving/sessions'
import { clearedFundraiserCookie } from '@/fundraising/account'
import { FUNDRAISER_ACCOUNT_PATH, FUNDRAISER_COOKIE } from '@/fundraising/paths'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** POST /my-fundraising/sign-out: ends the session and clears the cookie. */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  if (!(await isSameSite(payload, request))) return plainText('This form was sent from another site.', 403)
  await endSession(payload, cookieValue(request, FUNDRAISER_COOKIE))
  return seeOther(`${FUNDRAISER_ACCOUNT_PATH}?asked=signed-out`, { 'set-cookie': clearedFundraiserCookie() })
}
