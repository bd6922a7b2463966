import { seeOther } from '@/http/plainForm'
import { setFlash } from '@/myGiving/sessions'
import { fundraiserPost } from '@/fundraising/account'
import { FUNDRAISER_ACCOUNT_PATH } from '@/fundraising/paths'
import { postedFile, replacePagePhoto } from '@/fundraising/photo'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** POST /my-fundraising/photo: the fundraiser adds or replaces their page's photo (a plain multipart form). */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  // The file is read from a copy: the signed-in checks read the form's text fields from the request itself.
  const form = await request
    .clone()
    .formData()
    .catch(() => null)
  const post = await fundraiserPost(payload, request)
  if (post instanceof Response) return post
  const refused = await replacePagePhoto(payload, post.page, postedFile(form?.get('photo')))
  await setFlash(
    payload,
    post.session,
    refused
      ? { tone: 'error', message: 'Your photo was not saved: see the message at the field below.', page: post.page.id, errors: { photo: [refused] }, values: {} }
      : { tone: 'notice', message: 'Your photo was saved. It shows on your page within a few seconds.', page: post.page.id },
  )
  return seeOther(`${FUNDRAISER_ACCOUNT_PATH}#page-${post.page.id}`)
}
