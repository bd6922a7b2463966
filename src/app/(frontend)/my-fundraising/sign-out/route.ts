import { signOutOf } from '@/myGiving/http'
import { FUNDRAISER_PLACE } from '@/fundraising/account'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** POST /my-fundraising/sign-out: ends the session and clears the cookie. */
export async function POST(request: Request) {
  return signOutOf(await getPayloadClient(), request, FUNDRAISER_PLACE)
}
