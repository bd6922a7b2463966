import { clientAddress } from '@/http/clientAddress'
import { plainText, readForm, seeOther } from '@/http/plainForm'
import { isSameSite } from '@/myGiving/http'
import { linkRequestsPerAddress, linkRequestsPerEmail } from '@/myGiving/rateLimit'
import { donorEmailSchema } from '@/myGiving/schema'
import { normaliseEmail } from '@/myGiving/tokens'
import { queueFundraiserMail } from '@/fundraising/mail'
import { FUNDRAISER_ACCOUNT_PATH } from '@/fundraising/paths'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** POST /my-fundraising/ask: queues a sign-in link and answers alike for every address (the mail job checks it has a page). */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  if (!(await isSameSite(payload, request))) return plainText('This form was sent from another site.', 403)
  const fields = await readForm(request)
  if (!fields) return plainText('Send the form from your fundraising page: your e-mail address.', 400)
  const parsed = donorEmailSchema.safeParse(fields.email ?? '')
  if (!parsed.success) return seeOther(`${FUNDRAISER_ACCOUNT_PATH}?asked=invalid`)
  const email = normaliseEmail(parsed.data)
  if (!(await linkRequestsPerAddress.hit(clientAddress(request.headers))).ok || !(await linkRequestsPerEmail.hit(email)).ok) return seeOther(`${FUNDRAISER_ACCOUNT_PATH}?asked=later`)
  await queueFundraiserMail(payload, { kind: 'sign-in', to: email })
  return seeOther(`${FUNDRAISER_ACCOUNT_PATH}?asked=sent`)
}
