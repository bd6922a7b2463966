/**
 * What happens to a form post once it has arrived, whichever way it came (the JSON endpoint for
 * scripts, or the page's own post without JavaScript): rate limit → validate → spam checks →
 * store the submission (committed) → queue the notification e-mail → subscriber record.
 */
import type { Payload } from 'payload'
import { aboutDuration } from '@/format/duration'
import { hashAddress } from '@/http/clientAddress'
import type { FeedbackStatus } from './cf7'
import { FORM_IDS, FORM_TITLES, submitterEmail, submitterName, validateForm, type FieldError, type FormKey, type PostedData } from './definitions'
import { runFormsQueueSoonAfterPost } from './jobs'
import { formRateLimiter } from './rateLimit'
import { checkSpam, type SpamReason } from './spam'
import { storeSubmission, type NewSubmission, type Stored } from './storeSubmission'
import { upsertSubscriber } from './subscribers'
import { openCase } from '@/peerSupport/cases'

export type PostOutcome =
  | { status: 'rate_limited'; retryAfterSeconds: number; message: string }
  | { status: Exclude<FeedbackStatus, 'validation_failed'>; message?: string }
  | { status: 'validation_failed'; errors: FieldError[] }

export const SAVED_NOT_NOTIFIED =
  'Your details were saved, but we could not notify our staff. We will follow up; you do not need to send the form again.'

/** The rate-limit check, apart so the endpoint can refuse before it reads the body. */
export async function checkFormRate(key: FormKey, address: string): Promise<PostOutcome | null> {
  const rate = await formRateLimiter.hit(`${FORM_IDS[key]}|${address}`)
  if (rate.ok) return null
  const retryAfterSeconds = rate.retryAfterSeconds
  return {
    status: 'rate_limited',
    retryAfterSeconds,
    message: `Too many forms have been sent from your connection. Please wait about ${aboutDuration(retryAfterSeconds)} and try again, or contact us by phone or e-mail.`,
  }
}

/** Validates and keeps one post (the rate limit already counted). */
export async function acceptPost(payload: Payload, key: FormKey, data: PostedData, address: string): Promise<PostOutcome> {
  const formId = FORM_IDS[key]
  const result = validateForm(key, data)
  if (!result.ok) return { status: 'validation_failed', errors: result.errors }

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
    return { status: 'spam' }
  }

  let stored: Stored
  try {
    // The submission and its e-mail job, committed together before anything else can fail.
    stored = await storeSubmission(payload, submission('queued'))
  } catch (error) {
    payload.logger.error({ err: error, msg: `Forms: could not store a ${FORM_TITLES[key]} submission.` })
    return { status: 'mail_failed' }
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

  if (!stored.mailQueued) return { status: 'mail_failed', message: SAVED_NOT_NOTIFIED }
  return { status: 'mail_sent' }
}
