/**
 * Contact Form 7's feedback answer, which existing clients read: `status` (mail_sent,
 * validation_failed, spam, mail_failed), `message`, `invalid_fields` (always present),
 * `posted_data_hash` and `into`.
 */
import crypto from 'node:crypto'
import type { FieldError, PostedData } from './definitions'

export type FeedbackStatus = 'mail_sent' | 'validation_failed' | 'spam' | 'mail_failed'

export type InvalidField = { field: string; message: string; idref: string | null; error_id: string }

export type FeedbackResponse = {
  contact_form_id: number
  status: FeedbackStatus
  message: string
  invalid_fields: InvalidField[]
  posted_data_hash: string
  into: string
}

export const FEEDBACK_MESSAGES: Record<FeedbackStatus, string> = {
  mail_sent: 'Thank you for your message. It has been sent.',
  validation_failed: 'One or more fields have an error. Please check and try again.',
  spam: 'Your message could not be sent. Please try again in a moment, or contact us by phone or e-mail.',
  mail_failed: 'We could not save your message because of a problem on our side. Please try again later, or contact us by phone or e-mail.',
}

/** CF7's unit tag: "wpcf7-f{id}-o1". */
const unitTag = (formId: string) => `wpcf7-f${formId}-o1`

/** A hash of what was posted (names and values, in name order), so a client can match answer and post. */
export function postedDataHash(data: PostedData): string {
  const entries = Object.keys(data)
    .filter((name) => !name.startsWith('_'))
    .sort()
    .map((name) => [name, data[name]])
  return entries.length ? crypto.createHash('md5').update(JSON.stringify(entries)).digest('hex') : ''
}

export function feedback(
  formId: string,
  status: FeedbackStatus,
  data: PostedData,
  errors: FieldError[] = [],
  message = FEEDBACK_MESSAGES[status],
): FeedbackResponse {
  const tag = unitTag(formId)
  return {
    contact_form_id: Number(formId),
    status,
    message,
    invalid_fields: errors.map((e) => ({
      field: e.field,
      message: e.message,
      idref: null,
      error_id: `${tag}-ve-${e.field}`,
    })),
    posted_data_hash: status === 'mail_sent' ? postedDataHash(data) : '',
    into: `#${tag}`,
  }
}
