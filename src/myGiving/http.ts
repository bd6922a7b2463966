/**
 * The plain-form side of My giving: the session cookie and the same-site check every post passes
 * (the answers themselves are src/http/plainForm.ts).
 */
import type { Payload } from 'payload'
import { isOwnOrigin } from '@/forms/ownHosts'
import { clientAddress } from '@/http/clientAddress'
import { plainText, readForm, seeOther } from '@/http/plainForm'
import { serverUrl } from '@/utilities/runtimeEnv'
import { MY_GIVING_PATH, SESSION_COOKIE } from './constants'
import { endSession, readSession, type DonorSession } from './sessions'
import { redeemSignInLink, type LinkPurpose, type Redeemed } from './signInLinks'
import { isFormTokenOf, normaliseEmail } from './tokens'
import { linkRequestsPerAddress, linkRequestsPerEmail } from './rateLimit'
import { donorEmailSchema } from './schema'

/** Secure wherever the site is served over https (SITE_URL); tests and local runs use http. */
const secure = () => serverUrl().startsWith('https:')

/**
 * The pages one signs in to with an e-mailed link (My giving, the volunteer page, the fundraiser's
 * pages): each has its own cookie, scoped to its own path, so a session opened for one is not sent
 * to another.
 */
export type SignedInPlace = { cookie: string; path: string; name: string }
export const MY_GIVING_PLACE: SignedInPlace = { cookie: SESSION_COOKIE, path: MY_GIVING_PATH, name: 'My giving' }

/**
 * HttpOnly, SameSite=Lax (a link from the e-mail still opens the signed-in page), scoped to the
 * place's path. No Max-Age: the server ends the session after 30 idle minutes, the browser on closing.
 */
export const sessionCookieFor = (place: SignedInPlace, token: string) => `${place.cookie}=${token}; Path=${place.path}; HttpOnly; SameSite=Lax${secure() ? '; Secure' : ''}`
export const clearedSessionCookieFor = (place: SignedInPlace) => `${place.cookie}=; Path=${place.path}; HttpOnly; SameSite=Lax; Max-Age=0${secure() ? '; Secure' : ''}`
export const clearedSessionCookie = () => clearedSessionCookieFor(MY_GIVING_PLACE)

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
 * A change posted by a signed-in person: same-site, a live session of the place's cookie, and the
 * form token of that session. Otherwise the answer to give (nothing is changed).
 */
export async function signedInPost(payload: Payload, request: Request, place: SignedInPlace = MY_GIVING_PLACE): Promise<SignedInPost | Response> {
  if (!(await isSameSite(payload, request))) return plainText('This form was sent from another site, so nothing was changed.', 403)
  const fields = await readForm(request)
  if (!fields) return plainText(`Send the form from ${place.name}.`, 400)
  const session = await readSession(payload, cookieValue(request, place.cookie))
  if (!session) return seeOther(`${place.path}?asked=ended`)
  if (!isFormTokenOf(session.hash, fields.csrf)) return plainText(`This form has expired or did not come from ${place.name}, so nothing was changed. Go back to ${place.name} and try again.`, 403)
  return { session, fields }
}

/**
 * POST <place>/session, the button on an e-mailed link's page: uses a link made for one of
 * `purposes` once and opens the place's session. A used, expired or forged link, or one sent for
 * another place, signs nobody in and says so. `next` is where the session opens.
 */
export async function openSessionFromLink(
  payload: Payload,
  request: Request,
  place: SignedInPlace,
  purposes: readonly LinkPurpose[],
  next: (redeemed: Redeemed) => string = () => place.path,
): Promise<Response> {
  if (!(await isSameSite(payload, request))) return plainText('This form was sent from another site.', 403)
  const fields = await readForm(request)
  if (!fields) return plainText('Open the link from your e-mail to sign in.', 400)
  const redeemed = await redeemSignInLink(payload, fields.token, purposes)
  if (!redeemed) return seeOther(`${place.path}?asked=link-expired`)
  return seeOther(next(redeemed), { 'set-cookie': sessionCookieFor(place, redeemed.sessionToken) })
}

/** POST <place>/sign-out: ends the session and clears the place's cookie. */
export async function signOutOf(payload: Payload, request: Request, place: SignedInPlace): Promise<Response> {
  if (!(await isSameSite(payload, request))) return plainText('This form was sent from another site.', 403)
  await endSession(payload, cookieValue(request, place.cookie))
  return seeOther(`${place.path}?asked=signed-out`, { 'set-cookie': clearedSessionCookieFor(place) })
}

/**
 * POST <place>/ask, the sign-in form: `queue` queues the link's e-mail for a well-formed address
 * within the limits, and every address gets the same answer (whether it may sign in is decided by
 * the mail job, later, so nobody learns it here).
 */
export async function askForSignInLink(payload: Payload, request: Request, place: SignedInPlace, queue: (email: string) => Promise<unknown>): Promise<Response> {
  if (!(await isSameSite(payload, request))) return plainText('This form was sent from another site.', 403)
  const fields = await readForm(request)
  if (!fields) return plainText(`Send the form from ${place.name}: your e-mail address.`, 400)
  const parsed = donorEmailSchema.safeParse(fields.email ?? '')
  if (!parsed.success) return seeOther(`${place.path}?asked=invalid`)
  const email = normaliseEmail(parsed.data)
  if (!(await linkRequestsPerAddress.hit(clientAddress(request.headers))).ok || !(await linkRequestsPerEmail.hit(email)).ok) return seeOther(`${place.path}?asked=later`)
  await queue(email)
  return seeOther(`${place.path}?asked=sent`)
}
