import { askForSignInLink, MY_GIVING_PLACE } from '@/myGiving/http'
import { queueDonorMail } from '@/myGiving/mail'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/**
 * POST /ways-to-give/my-giving/ask (the sign-in form): queues the sign-in e-mail and answers the
 * same for every address. Whether the address has given is decided by the mail job, later.
 */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  return askForSignInLink(payload, request, MY_GIVING_PLACE, (email) => queueDonorMail(payload, { to: email, kind: 'sign-in' }))
}
