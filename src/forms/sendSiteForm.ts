'use server'

/**
 * A site form sent without JavaScript: the browser posts the page's own form (a POST, so
 * nothing typed goes into the address), and the page comes back with the success text or the
 * errors beside the fields, everything typed still in place. Same rules, storage and rate limit
 * as the scripts' endpoint (acceptPost); Next.js refuses posts from other sites' pages.
 */
import { headers } from 'next/headers'
import { clientAddress } from '@/http/clientAddress'
import { getPayloadClient } from '@/utilities/getPayloadClient'
import { acceptPost, checkFormRate } from './acceptPost'
import { FEEDBACK_MESSAGES } from './cf7'
import { formKeyOf } from './definitions'
import { joinPosted } from './fields'
import { FORM_ID_FIELD, keptValues, type SiteFormState } from './siteFormState'

/**
 * One action for the five forms, told apart by their posted form id: an action with bound
 * arguments would make React suspend on them again at every render of the answering page.
 */
export async function sendSiteForm(_previous: SiteFormState, formData: FormData): Promise<SiteFormState> {
  const values = keptValues(formData.entries())
  const key = formKeyOf(String(formData.get(FORM_ID_FIELD) ?? ''))
  if (!key) return { status: 'problem', message: FEEDBACK_MESSAGES.mail_failed, values }
  const address = clientAddress(await headers())
  const limited = await checkFormRate(key, address)
  if (limited?.status === 'rate_limited') return { status: 'problem', message: limited.message, values }
  const outcome = await acceptPost(await getPayloadClient(), key, joinPosted(formData.entries()), address)
  switch (outcome.status) {
    case 'mail_sent':
      return { status: 'sent' }
    case 'validation_failed':
      return { status: 'invalid', errors: outcome.errors, values }
    case 'rate_limited':
      return { status: 'problem', message: outcome.message, values }
    default:
      return { status: 'problem', message: outcome.message ?? FEEDBACK_MESSAGES[outcome.status], values }
  }
}
