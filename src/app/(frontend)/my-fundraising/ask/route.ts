import { askForSignInLink } from '@/myGiving/http'
import { FUNDRAISER_PLACE } from '@/fundraising/account'
import { queueFundraiserMail } from '@/fundraising/mail'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** POST /my-fundraising/ask: queues a sign-in link and answers alike for every address (the mail job checks it has a page). */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  return askForSignInLink(payload, request, FUNDRAISER_PLACE, (email) => queueFundraiserMail(payload, { kind: 'sign-in', to: email }))
}
