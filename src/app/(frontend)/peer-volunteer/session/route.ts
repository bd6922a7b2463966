import { openSessionFromLink } from '@/myGiving/http'
import { LINK_PURPOSES } from '@/myGiving/signInLinks'
import { VOLUNTEER_PLACE } from '@/peerSupport/volunteerPage'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** POST /peer-volunteer/session (the link page's button): uses a volunteer's link once and opens the session. */
export async function POST(request: Request) {
  return openSessionFromLink(await getPayloadClient(), request, VOLUNTEER_PLACE, LINK_PURPOSES.volunteer)
}
