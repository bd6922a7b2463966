import { defendedDonation } from '@/donations/cardTestingDefence'
import { isValidIdempotencyKey } from '@/donations/processDonation'
import { donorBrowser } from '@/donations/donorBrowser'
import { donationRateLimiter } from '@/donations/rateLimit'
import { clientAddress } from '@/http/clientAddress'
import { getPayloadClient } from '@/utilities/getPayloadClient'

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

/**
 * POST /api/donate: multipart form, X-Requested-With: XMLHttpRequest and an
 * Idempotency-Key per attempt. Answers the spec's payment response, or { errors } with a 4xx
 * (a 403 with `challenge: 'required'` asks for a solved ALTCHA challenge in the `altcha` field).
 * Never logs the request body; an unexpected failure answers 503 with a form error, never 500.
 */
export async function POST(request: Request) {
  const address = clientAddress(request.headers)
  const rate = await donationRateLimiter.hit(address)
  if (!rate.ok) {
    return json({ errors: { form: ['Too many attempts. Please wait a few minutes and try again.'] } }, 429, {
      'retry-after': String(rate.retryAfterSeconds),
    })
  }
  if (request.headers.get('x-requested-with') !== 'XMLHttpRequest') {
    return json({ errors: { form: ['Missing header X-Requested-With: XMLHttpRequest.'] } }, 400)
  }
  const key = request.headers.get('idempotency-key')
  if (!isValidIdempotencyKey(key)) {
    return json({ errors: { form: ['Missing or malformed Idempotency-Key header.'] } }, 400)
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return json({ errors: { form: ['Send the donation as a multipart form.'] } }, 400)
  }
  const fields: Record<string, string> = {}
  for (const [name, value] of form.entries()) {
    // A field sent twice (two amounts?) is ambiguous: never guess which one to charge.
    if (name in fields) return json({ errors: { form: [`The field ${name.slice(0, 40)} was sent more than once.`] } }, 400)
    if (typeof value === 'string') fields[name] = value
  }

  try {
    // Card testing: a run of declines blocks, a few ask for a solved challenge (before any charge).
    const browser = donorBrowser(request.headers.get('cookie'))
    const result = await defendedDonation({ payload: await getPayloadClient(), address, browser: browser.id, fields, idempotencyKey: key })
    return json(result.body, result.status, { ...result.headers, ...(browser.setCookie ? { 'set-cookie': browser.setCookie } : {}) })
  } catch (error) {
    // Only the error's name and message: the body holds card data and is never logged.
    console.error(`donate: could not process a donation (${(error as Error)?.name}: ${(error as Error)?.message})`)
    // Unexpected, so whether a charge was made is not known here: never say "not charged".
    return json({ errors: { form: ['The donation could not be processed because of a problem on our side. If no confirmation e-mail reaches you, please try again later or call us.'] } }, 503)
  }
}
