import { signOutOf } from '@/myGiving/http'
import { VOLUNTEER_PLACE } from '@/peerSupport/volunteerPage'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** POST /peer-volunteer/sign-out: ends the session and clears the cookie. */
export async function POST(request: Request) {
  return signOutOf(await getPayloadClient(), request, VOLUNTEER_PLACE)
}
