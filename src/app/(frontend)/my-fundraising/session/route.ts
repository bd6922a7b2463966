import { plainText, readForm, seeOther } from '@/http/plainForm'
import { isSameSite } from '@/myGiving/http'
import { LINK_PURPOSES, redeemSignInLink } from '@/myGiving/signInLinks'
import { fundraiserCookie } from '@/fundraising/account'
import { FUNDRAISER_ACCOUNT_PATH } from '@/fundraising/paths'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** POST /my-fundraising/session (the link page's button): uses a fundraiser's link once and opens the session. */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  if (!(await isSameSite(payload, request))) return plainText('This form was sent from another site.', 403)
  const fields = await readForm(request)
  if (!fields) return plainText('Open the link from your e-mail to sign in.', 400)
  const redeemed = await redeemSignInLink(payload, fields.token, LINK_PURPOSES.fundraiser)
  if (!redeemed) return seeOther(`${FUNDRAISER_ACCOUNT_PATH}?asked=link-expired`)
  return seeOther(FUNDRAISER_ACCOUNT_PATH, { 'set-cookie': fundraiserCookie(redeemed.sessionToken) })
}
