import { openSessionFromLink } from '@/myGiving/http'
import { LINK_PURPOSES } from '@/myGiving/signInLinks'
import { FUNDRAISER_PLACE } from '@/fundraising/account'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** POST /my-fundraising/session (the link page's button): uses a fundraiser's link once and opens the session. */
export async function POST(request: Request) {
  return openSessionFromLink(await getPayloadClient(), request, FUNDRAISER_PLACE, LINK_PURPOSES.fundraiser)
}
