'use server'

/**
 * A site form sent without JavaScript: the browser posts the page's own form (never a GET, so
 * nothing typed goes into the address), and the page comes back with the success text or the
 * errors beside the fields, everything typed still in place. Same rules, storage and rate limit
 * as the scripts' endpoint (acceptPost); Next.js refuses posts from other sites' pages.
 */
import { headers } from 'next/headers'
import { clientAddress } from '@/http/clientAddress'
import { getPayloadClient } from '@/utilities/getPayloadClient'
import { acceptPost, checkFormRate } from './acceptPost'
import { FEEDBACK_MESSAGES } from './cf7'
import { FORM_IDS, HONEYPOT_FIELD, ELAPSED_FIELD, type FormKey } from './fields'
import { joinPosted, keptValues, type SiteFormState } from './siteFormState'

const HIDDEN = [HONEYPOT_FIELD, ELAPSED_FIELD]

export async function sendSiteForm(key: FormKey, _previous: SiteFormState, formData: FormData): Promise<SiteFormState> {
  if (!(key in FORM_IDS)) return { status: 'problem', message: FEEDBACK_MESSAGES.mail_failed, values: {} }
  const data = joinPosted(formData.entries())
  const values = keptValues(data, HIDDEN)
  const address = clientAddress(new Headers(await headers()))
  const limited = await checkFormRate(key, address)
  if (limited?.status === 'rate_limited') return { status: 'problem', message: limited.message, values }
  const outcome = await acceptPost(await getPayloadClient(), key, data, address)
  switch (outcome.status) {
    case 'mail_sent':
      return { status: 'sent' }
    case 'validation_failed':
      return { status: 'invalid', errors: outcome.errors, values }
    case 'mail_failed':
      // Stored but staff not told yet: the visitor need not send it again.
      return outcome.message ? { status: 'sent' } : { status: 'problem', message: FEEDBACK_MESSAGES.mail_failed, values }
    default:
      return { status: 'problem', message: outcome.status === 'rate_limited' ? outcome.message : FEEDBACK_MESSAGES.spam, values }
  }
}
