/**
 * The plain-form side of My giving: the session cookie and the same-site check every post passes
 * (the answers themselves are src/http/plainForm.ts).
 */
import type { Payload } from 'payload'
import { isOwnOrigin } from '@/forms/ownHosts'
import { plainText, readForm, seeOther } from '@/http/plainForm'
import { serverUrl } from '@/utilities/runtimeEnv'
import { MY_GIVING_PATH, SESSION_COOKIE } from './constants'
import { readSession, type DonorSession } from './sessions'
import { isFormTokenOf } from './tokens'

/** Secure wherever the site is served over https (SITE_URL); tests and local runs use http. */
const secure = () => serverUrl().startsWith('https:')

/**
 * HttpOnly, SameSite=Lax (a link from the e-mail still opens the signed-in page), scoped to My
 * giving. No Max-Age: the server ends the session after 30 idle minutes, the browser on closing.
 */
export const sessionCookie = (token: string) => `${SESSION_COOKIE}=${token}; Path=${MY_GIVING_PATH}; HttpOnly; SameSite=Lax${secure() ? '; Secure' : ''}`
export const clearedSessionCookie = () => `${SESSION_COOKIE}=; Path=${MY_GIVING_PATH}; HttpOnly; SameSite=Lax; Max-Age=0${secure() ? '; Secure' : ''}`

export function cookieValue(request: Request, name = SESSION_COOKIE): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=')
    if (k === name) return v.join('=')
  }
  return undefined
}

/** A post from one of the site's own pages: Origin (when sent) is ours, and the browser does not call it cross-site. */
export async function isSameSite(payload: Payload, request: Request): Promise<boolean> {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return false
  return isOwnOrigin(payload, request.headers.get('origin'), request.headers.get('host'))
}

export type SignedInPost = { session: DonorSession; fields: Record<string, string> }

/**
 * A change posted by a signed-in donor: same-site, a live session, and the form token of that
 * session. Otherwise the answer to give (nothing is changed).
 */
export async function signedInPost(payload: Payload, request: Request): Promise<SignedInPost | Response> {
  if (!(await isSameSite(payload, request))) return plainText('This form was sent from another site, so nothing was changed.', 403)
  const fields = await readForm(request)
  if (!fields) return plainText('Send the form from My giving.', 400)
  const session = await readSession(payload, cookieValue(request))
  if (!session) return seeOther(`${MY_GIVING_PATH}?asked=ended`)
  if (!isFormTokenOf(session.hash, fields.csrf)) return plainText('This form has expired or did not come from My giving, so nothing was changed. Go back to My giving and try again.', 403)
  return { session, fields }
}
