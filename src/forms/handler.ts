/**
 * POST /api/forms/{formId}/feedback (and the old Contact Form 7 address): the scripts' way in.
 * The post itself is handled by acceptPost; this answers in Contact Form 7's shape. Business
 * outcomes answer 200 as Contact Form 7 does; transport problems (unknown form, wrong content
 * type, too large, foreign origin, too many posts) answer their HTTP status with a JSON error.
 */
import type { Payload } from 'payload'
import { feedback } from './cf7'
import { clientAddress } from '@/http/clientAddress'
import { acceptPost, checkFormRate } from './acceptPost'
import { formKeyOf } from './definitions'
import { isOwnOrigin } from './ownHosts'
import { parseFormBody } from './parseBody'

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

const errorBody = (error: string) => ({ error, message: error })

export async function handleFeedback(request: Request, formId: string, payload: Payload): Promise<Response> {
  const key = formKeyOf(formId)
  if (!key) return json(errorBody(`There is no form ${formId}.`), 404)

  const origin = request.headers.get('origin')
  // Behind a proxy the browser's host arrives as X-Forwarded-Host; Next.js fills it from Host otherwise.
  const requestHost = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  if (origin && !(await isOwnOrigin(payload, origin, requestHost))) {
    return json(errorBody('Forms can only be sent from this website.'), 403)
  }

  const address = clientAddress(request.headers)
  const limited = await checkFormRate(key, address)
  if (limited?.status === 'rate_limited') {
    return json(errorBody(limited.message), 429, { 'retry-after': String(limited.retryAfterSeconds) })
  }

  const body = await parseFormBody(request)
  if (!body.ok) return json(errorBody(body.error), body.status)
  const data = body.data

  const outcome = await acceptPost(payload, key, data, address)
  switch (outcome.status) {
    case 'validation_failed':
      return json(feedback(formId, 'validation_failed', data, outcome.errors))
    case 'rate_limited':
      return json(errorBody(outcome.message), 429, { 'retry-after': String(outcome.retryAfterSeconds) })
    default:
      return json(feedback(formId, outcome.status, data, [], outcome.message))
  }
}
