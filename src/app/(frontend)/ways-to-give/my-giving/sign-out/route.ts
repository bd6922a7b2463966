import { MY_GIVING_PATH } from '@/myGiving/constants'
import { seeOther } from '@/http/plainForm'
import { clearedSessionCookie, cookieValue, signedInPost } from '@/myGiving/http'
import { endSession } from '@/myGiving/sessions'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** POST /ways-to-give/my-giving/sign-out: ends the session here and in the browser. */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  const post = await signedInPost(payload, request)
  if (post instanceof Response) return post
  await endSession(payload, cookieValue(request))
  return seeOther(`${MY_GIVING_PATH}?asked=signed-out`, { 'set-cookie': clearedSessionCookie() })
}
