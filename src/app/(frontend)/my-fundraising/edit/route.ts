import { seeOther } from '@/http/plainForm'
import { setFlash } from '@/myGiving/sessions'
import { editPage, fundraiserPost } from '@/fundraising/account'
import { FUNDRAISER_ACCOUNT_PATH } from '@/fundraising/paths'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** POST /my-fundraising/edit: the fundraiser saves their page's name, goal and story. */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  const post = await fundraiserPost(payload, request)
  if (post instanceof Response) return post
  const errors = await editPage(payload, post.page, post.fields)
  await setFlash(
    payload,
    post.session,
    errors
      ? { tone: 'error', message: 'Your page was not saved: please correct the fields marked below.', page: post.page.id, errors, values: { name: post.fields.name ?? '', goal: post.fields.goal ?? '', story: post.fields.story ?? '' } }
      : { tone: 'notice', message: 'Your page was saved.', page: post.page.id },
  )
  return seeOther(`${FUNDRAISER_ACCOUNT_PATH}#page-${post.page.id}`)
}
