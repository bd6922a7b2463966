import { clientAddress } from '@/http/clientAddress'
import { plainText, readForm, seeOther } from '@/http/plainForm'
import { isSameSite } from '@/myGiving/http'
import { linkRequestsPerAddress, linkRequestsPerEmail } from '@/myGiving/rateLimit'
import { donorEmailSchema } from '@/myGiving/schema'
import { normaliseEmail } from '@/myGiving/tokens'
import { queuePeerSupportMail, runPeerSupportQueueSoon } from '@/peerSupport/mail'
import { VOLUNTEER_PATH } from '@/peerSupport/paths'
import { getPayloadClient } from '@/utilities/getPayloadClient'

/** POST /peer-volunteer/ask: queues a sign-in link and answers alike for every address (the mail job checks it is a volunteer's). */
export async function POST(request: Request) {
  const payload = await getPayloadClient()
  if (!(await isSameSite(payload, request))) return plainText('This form was sent from another site.', 403)
  const fields = await readForm(request)
  if (!fields) return plainText('Send the form from the volunteer page: your e-mail address.', 400)
  const parsed = donorEmailSchema.safeParse(fields.email ?? '')
  if (!parsed.success) return seeOther(`${VOLUNTEER_PATH}?asked=invalid`)
  const email = normaliseEmail(parsed.data)
  if (!(await linkRequestsPerAddress.hit(clientAddress(request.headers))).ok || !(await linkRequestsPerEmail.hit(email)).ok) return seeOther(`${VOLUNTEER_PATH}?asked=later`)
  await queuePeerSupportMail(payload, { kind: 'volunteer-sign-in', to: email })
  runPeerSupportQueueSoon(payload)
  return seeOther(`${VOLUNTEER_PATH}?asked=sent`)
}
