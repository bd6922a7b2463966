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
import { runFormsQueueSoonAfterPost } from './jobs'
import { isOwnOrigin } from './ownHosts'
import { parseFormBody } from './parseBody'
import { formRateLimiter } from './rateLimit'
import { checkSpam, type SpamReason } from './spam'
import { storeSubmission, type NewSubmission, type Stored } from './storeSubmission'
import { upsertSubscriber } from './subscribers'
import { openCase } from '@/peerSupport/cases'

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
  const rate = await formRateLimiter.hit(`${formId}|${address}`)
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
  const submission = (deliveryStatus: NewSubmission['deliveryStatus'], spamReason?: SpamReason): NewSubmission => ({
    form: formId,
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
    await storeSubmission(payload, submission('spam', spam.reason)).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: `Forms: could not keep a ${FORM_TITLES[key]} post caught as spam.` }),
    )
    return json(feedback(formId, 'spam', data))
  }

  let stored: Stored
  try {
    // The submission and its e-mail job, committed together before anything else can fail.
    stored = await storeSubmission(payload, submission('queued'))
  } catch (error) {
    payload.logger.error({ err: error, msg: `Forms: could not store a ${FORM_TITLES[key]} submission.` })
    return json(feedback(formId, 'mail_failed', data))
  }
  const submissionId = stored.id
  if (stored.mailQueued) runFormsQueueSoonAfterPost(payload)

  if (key === 'newsletter') {
    try {
      await upsertSubscriber(payload, result.values, `newsletter form (${formId})`)
    } catch (error) {
      // The submission is stored; staff can add the subscriber from it.
      payload.logger.error({ err: error, msg: `Forms: submission ${submissionId} stored, but the subscriber record failed.` })
    }
  }

  if (key === 'peerSupport') {
    // The submission is stored; if the case fails, staff open it from the submission.
    await openCase(payload, submissionId, result.values).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: `Forms: submission ${submissionId} stored, but its peer support case could not be opened.` }),
    )
  }

  if (!stored.mailQueued) {
    return json(
      feedback(formId, 'mail_failed', data, [], 'Your details were saved, but we could not notify our staff. We will follow up; you do not need to send the form again.'),
    )
  }
  return json(feedback(formId, 'mail_sent', data))
}
