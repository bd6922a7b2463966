import { clientAddress } from '@/http/clientAddress'
import { MY_GIVING_PATH } from '@/myGiving/constants'
import { plainText, readForm, seeOther } from '@/http/plainForm'
import { isSameSite } from '@/myGiving/http'
import { queueDonorMail } from '@/myGiving/mail'
import { linkRequestsPerAddress, linkRequestsPerEmail } from '@/myGiving/rateLimit'
import { donorEmailSchema } from '@/myGiving/schema'
import { normaliseEmail } from '@/myGiving/tokens'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/**
 * POST /ways-to-give/my-giving/ask (the sign-in form): queues the sign-in e-mail and answers the
 * same for every address. Whether the address has given is decided by the mail job, later.
 */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  if (!(await isSameSite(payload, request))) return plainText('This form was sent from another site.', 403)
  const fields = await readForm(request)
  if (!fields) return plainText('Send the form from My giving: your e-mail address.', 400)
  const parsed = donorEmailSchema.safeParse(fields.email ?? '')
  if (!parsed.success) return seeOther(`${MY_GIVING_PATH}?asked=invalid`)
  const email = normaliseEmail(parsed.data)
  if (!(await linkRequestsPerAddress.hit(clientAddress(request.headers))).ok || !(await linkRequestsPerEmail.hit(email)).ok) return seeOther(`${MY_GIVING_PATH}?asked=later`)
  await queueDonorMail(payload, { to: email, kind: 'sign-in' })
  return seeOther(`${MY_GIVING_PATH}?asked=sent`)
}
