import { seeOther } from '@/http/plainForm'
import { setFlash } from '@/myGiving/sessions'
import { fundraiserPost } from '@/fundraising/account'
import { FUNDRAISER_ACCOUNT_PATH } from '@/fundraising/paths'
import { thankDonors } from '@/fundraising/thankDonors'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** POST /my-fundraising/thank: e-mails the fundraiser's thank-you to each donor not yet thanked. */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  const post = await fundraiserPost(payload, request)
  if (post instanceof Response) return post
  const answer = await thankDonors(payload, post.page, post.fields.thanks)
  await setFlash(
    payload,
    post.session,
    'errors' in answer
      ? { tone: 'error', message: 'Your thank-you was not sent: please correct the field marked below.', page: post.page.id, errors: answer.errors, values: { thanks: post.fields.thanks ?? '' } }
      : {
          tone: 'notice',
          message: answer.sent === 0 ? 'Everyone who gave online has already been thanked: nothing was sent.' : `Your thank-you is on its way to ${answer.sent === 1 ? 'one donor' : `${answer.sent} donors`}.`,
          page: post.page.id,
        },
  )
  return seeOther(`${FUNDRAISER_ACCOUNT_PATH}#page-${post.page.id}`)
}
