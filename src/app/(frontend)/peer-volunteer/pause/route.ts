import { seeOther } from '@/http/plainForm'
import { setFlash } from '@/myGiving/sessions'
import { VOLUNTEER_PATH } from '@/peerSupport/paths'
import { setPaused, volunteerPost } from '@/peerSupport/volunteerPage'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** POST /peer-volunteer/pause: the volunteer pauses (paused=yes) or resumes (paused=no) themselves. */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  const post = await volunteerPost(payload, request)
  if (post instanceof Response) return post
  const message = await setPaused(payload, post.volunteer, post.fields.paused === 'yes')
  await setFlash(payload, post.session, { tone: 'notice', message })
  return seeOther(VOLUNTEER_PATH)
}
