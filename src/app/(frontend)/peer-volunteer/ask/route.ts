import { askForSignInLink } from '@/myGiving/http'
import { queuePeerSupportMail, runPeerSupportQueueSoon } from '@/peerSupport/mail'
import { VOLUNTEER_PLACE } from '@/peerSupport/volunteerPage'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** POST /peer-volunteer/ask: queues a sign-in link and answers alike for every address (the mail job checks it is a volunteer's). */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  return askForSignInLink(payload, request, VOLUNTEER_PLACE, async (email) => {
    await queuePeerSupportMail(payload, { kind: 'volunteer-sign-in', to: email })
    runPeerSupportQueueSoon(payload)
  })
}
