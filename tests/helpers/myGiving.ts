/**
 * My giving in the integration tests: gifts made through the real /api/donate route, sign-in
 * links read from the SMTP stand-in, and the plain-form routes called as a browser would
 * (same-origin, with the session cookie and the form token).
 */
import type { Payload } from 'payload'
import { donateRequest, validFields } from './donations'
import type { SmtpStandIn } from './smtpStandIn'

type Handler = (request: Request) => Promise<Response>
export type MyGivingRoutes = { donate: Handler; ask: Handler; session: Handler; monthly: Handler; signOut: Handler; annualReceipt: Handler; receipt: Handler }

export async function importRoutes(): Promise<MyGivingRoutes> {
  return {
    donate: (await import('@/app/api/donate/route')).POST,
    ask: (await import('@/app/(frontend)/ways-to-give/my-giving/ask/route')).POST,
    session: (await import('@/app/(frontend)/ways-to-give/my-giving/session/route')).POST,
    monthly: (await import('@/app/(frontend)/ways-to-give/my-giving/monthly/route')).POST,
    signOut: (await import('@/app/(frontend)/ways-to-give/my-giving/sign-out/route')).POST,
    annualReceipt: (await import('@/app/(frontend)/ways-to-give/my-giving/annual-receipt/route')).GET,
    receipt: (await import('@/app/api/donate/receipt/route')).GET,
  }
}

let ip = 0
export const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`

/**
 * An approved gift by `email` through the donation endpoint, and its confirmation e-mail sent as
 * the server sends it at once (the tests turn the donor-mail timer off): the mail a test then
 * waits for is the one its own step caused.
 */
export async function give(routes: MyGivingRoutes, email: string, overrides: Record<string, string> = {}) {
  const res = await routes.donate(donateRequest(validFields({ b_email: email, ...overrides }), { ip: nextIp() }))
  const answer = (await res.json()) as Record<string, unknown>
  // Imported here, not above: the config may load only once the test has set up its database.
  const { getPayloadClient } = await import('@/utilities/getPayloadClient')
  await runDonorMail(await getPayloadClient())
  return answer
}

export function formPost(path: string, fields: Record<string, string>, { cookie, origin = 'http://localhost', from = nextIp() }: { cookie?: string; origin?: string | null; from?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from, host: 'localhost' }
  if (origin) headers.origin = origin
  if (cookie) headers.cookie = cookie
  return new Request(`http://localhost${path}`, { method: 'POST', headers, body: new URLSearchParams(fields).toString() })
}

export const getWithCookie = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { cookie, host: 'localhost' } : { host: 'localhost' } })

/** Runs the donor-mail queue (the tests turn off its in-process timer) until nothing is left. */
export async function runDonorMail(payload: Payload) {
  await payload.jobs.run({ queue: 'donor-mail', limit: 100, overrideAccess: true })
}

/** The text of a received message, quoted-printable undone. */
export const mailText = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))

/** The sign-in link tokens sent to `email`, oldest first. */
export function linkTokensFor(smtp: SmtpStandIn, email: string): string[] {
  return smtp.received
    .filter((m) => m.to.includes(email))
    .flatMap((m) => [...mailText(m.raw).matchAll(/my-giving\/link\?token=([A-Za-z0-9_-]{43})/g)].map((x) => x[1]!))
}

/** The session cookie ("name=value") a response sets, if any. */
export const sessionCookieOf = (response: Response) => /^(my_giving_session=[^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1]

/** Signs in with a fresh link for `email`: asks, runs the mail job, posts the link's token. */
export async function signIn(routes: MyGivingRoutes, payload: Payload, smtp: SmtpStandIn, email: string): Promise<string> {
  const asked = await routes.ask(formPost('/ways-to-give/my-giving/ask', { email }))
  if (asked.status !== 303) throw new Error(`ask answered ${asked.status}`)
  await runDonorMail(payload)
  const token = linkTokensFor(smtp, email).at(-1)
  if (!token) throw new Error(`no link e-mailed to ${email}`)
  const cookie = sessionCookieOf(await routes.session(formPost('/ways-to-give/my-giving/session', { token })))
  if (!cookie) throw new Error('no session cookie')
  return cookie
}

/** The form token of the session in `cookie` (as the page renders it). */
export async function formTokenOf(cookie: string): Promise<string> {
  const { formTokenFor, hashToken } = await import('@/myGiving/tokens')
  return formTokenFor(hashToken(cookie.split('=')[1]!))
}
