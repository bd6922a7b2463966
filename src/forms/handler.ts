/**
 * POST /api/forms/{formId}/feedback (and the old Contact Form 7 address): validate → spam
 * checks → store the submission (committed) → queue the notification e-mail → answer in
 * Contact Form 7's shape. Business outcomes answer 200 as Contact Form 7 does; transport
 * problems (unknown form, wrong content type, too large, foreign origin, too many posts) answer
 * their HTTP status with a JSON error.
 */
import type { Payload } from 'payload'
import { feedback } from './cf7'
import { clientAddress, hashAddress } from '@/http/clientAddress'
import { FORM_TITLES, formKeyOf, submitterEmail, submitterName, validateForm } from './definitions'
import { queueNotification } from './jobs'
import { hostOf, isAllowedOrigin } from './origin'
import { parseFormBody } from './parseBody'
import { formRateLimiter } from './rateLimit'
import { checkSpam } from './spam'
import { upsertSubscriber } from './subscribers'

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

const errorBody = (error: string) => ({ error, message: error })

async function ownHosts(payload: Payload): Promise<string[]> {
  const hosts: string[] = []
  if (process.env.SITE_URL) hosts.push(hostOf(process.env.SITE_URL))
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    for (const entry of settings.ownHosts ?? []) hosts.push(hostOf(entry.host))
  } catch {
    // No settings yet: the site's own address and the request's host still count.
  }
  return hosts.filter(Boolean)
}

export async function handleFeedback(request: Request, formId: string, payload: Payload): Promise<Response> {
  const key = formKeyOf(formId)
  if (!key) return json(errorBody(`There is no form ${formId}.`), 404)

  const origin = request.headers.get('origin')
  // Behind a proxy the browser's host arrives as X-Forwarded-Host; Next.js fills it from Host otherwise.
  const requestHost = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  if (origin && !isAllowedOrigin(origin, await ownHosts(payload), requestHost)) {
    return json(errorBody('Forms can only be sent from this website.'), 403)
  }

  const address = clientAddress(request.headers)
  const rate = formRateLimiter.hit(`${formId}|${address}`)
  if (!rate.ok) {
    const retryAfter = rate.retryAfterSeconds
    return json(
      errorBody(`Too many forms have been sent from your connection. Please wait ${Math.ceil(retryAfter / 60)} minute(s) and try again, or contact us by phone or e-mail.`),
      429,
      { 'retry-after': String(retryAfter) },
    )
  }

  const body = await parseFormBody(request)
  if (!body.ok) return json(errorBody(body.error), body.status)
  const data = body.data

  const result = validateForm(key, data)
  if (!result.ok) return json(feedback(formId, 'validation_failed', data, result.errors))

  // What is stored of the post, whether it goes on to staff or into the spam folder.
  const submission = (deliveryStatus: 'queued' | 'spam', spamReason?: 'honeypot' | 'too-fast') => ({
    form: formId as never,
    name: submitterName(key, result.values),
    email: submitterEmail(key, result.values).toLowerCase(),
    fields: result.values,
    ipHash: hashAddress(address),
    deliveryStatus,
    spamReason,
  })

  const spam = checkSpam(data)
  if (spam.spam) {
    // Kept in the spam folder for staff to review; no e-mail, no subscriber. The answer stays spam.
    await payload
      .create({ collection: 'form-submissions', data: submission('spam', spam.reason), overrideAccess: true, depth: 0 })
      .catch((error: unknown) => payload.logger.error({ err: error, msg: `Forms: could not keep a ${FORM_TITLES[key]} post caught as spam.` }))
    return json(feedback(formId, 'spam', data))
  }

  let submissionId: number
  try {
    const doc = await payload.create({ collection: 'form-submissions', data: submission('queued'), overrideAccess: true, depth: 0 })
    submissionId = doc.id
  } catch (error) {
    payload.logger.error({ err: error, msg: `Forms: could not store a ${FORM_TITLES[key]} submission.` })
    return json(feedback(formId, 'mail_failed', data))
  }

  if (key === 'newsletter') {
    try {
      await upsertSubscriber(payload, result.values, `newsletter form (${formId})`)
    } catch (error) {
      // The submission is stored; staff can add the subscriber from it.
      payload.logger.error({ err: error, msg: `Forms: submission ${submissionId} stored, but the subscriber record failed.` })
    }
  }

  try {
    await queueNotification(payload, submissionId)
  } catch (error) {
    payload.logger.error({ err: error, msg: `Forms: submission ${submissionId} stored, but its e-mail could not be queued.` })
    await payload
      .update({
        collection: 'form-submissions',
        id: submissionId,
        data: { deliveryStatus: 'failed', deliveryError: 'The e-mail could not be queued.' },
        overrideAccess: true,
      })
      .catch(() => {})
    return json(
      feedback(formId, 'mail_failed', data, [], 'Your details were saved, but we could not notify our staff. We will follow up; you do not need to send the form again.'),
    )
  }

  return json(feedback(formId, 'mail_sent', data))
}
