import { plainText, seeOther } from '@/http/plainForm'
import { setFlash } from '@/myGiving/sessions'
import { VOLUNTEER_PATH } from '@/peerSupport/paths'
import { actOnCase, volunteerPost } from '@/peerSupport/volunteerPage'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** POST /peer-volunteer/case: "I called", "Could not reach" or a note, on one of the volunteer's own introductions. */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  const post = await volunteerPost(payload, request)
  if (post instanceof Response) return post
  const outcome = await actOnCase(payload, post.volunteer, post.fields.case, post.fields.action, post.fields.note)
  if (!outcome.ok) return plainText(outcome.message, outcome.status)
  await setFlash(payload, post.session, { tone: 'notice', message: outcome.message })
  return seeOther(VOLUNTEER_PATH)
}
