import { seeOther } from '@/http/plainForm'
import { setFlash } from '@/myGiving/sessions'
import { fundraiserPost } from '@/fundraising/account'
import { FUNDRAISER_ACCOUNT_PATH } from '@/fundraising/paths'
import { teamAction } from '@/fundraising/teamActions'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** POST /my-fundraising/team: start a team (action=create), join one (action=join) or leave it (action=leave). */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  const post = await fundraiserPost(payload, request)
  if (post instanceof Response) return post
  const outcome = await teamAction(payload, post.page, post.fields)
  await setFlash(payload, post.session, { ...outcome, page: post.page.id })
  return seeOther(`${FUNDRAISER_ACCOUNT_PATH}#page-${post.page.id}`)
}
