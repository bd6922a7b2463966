import { MY_GIVING_PATH } from '@/myGiving/constants'
import { MY_GIVING_PLACE, openSessionFromLink } from '@/myGiving/http'
import { LINK_PURPOSES } from '@/myGiving/signInLinks'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/**
 * POST /ways-to-give/my-giving/session (the button on the link's page): uses the link once and
 * opens the session; a link sent to replace a card opens that gift's card page.
 */
export async function POST(request: Request) {
  return openSessionFromLink(await getPayloadClient(), request, MY_GIVING_PLACE, LINK_PURPOSES.myGiving, (redeemed) =>
    redeemed.purpose === 'replace-card' && redeemed.enrolment ? `${MY_GIVING_PATH}/card?gift=${redeemed.enrolment}` : MY_GIVING_PATH,
  )
}
