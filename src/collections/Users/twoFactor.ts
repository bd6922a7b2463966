import { APIError, type CollectionAfterLoginHook, type Endpoint, type PayloadRequest } from 'payload'
import { checkTotp, newTotpSecret } from '@/auth/totp'
import { CODE_REFUSED, type TwoFactorAccount, withVerifiedSession } from '@/auth/twoFactor'
import { RateLimiter } from '@/http/rateLimit'
import { sharedHits } from '@/instances/sharedHits'
import { readFields } from '@/http/readFields'
import { TWO_FACTOR_ADMIN_PATH } from '@/auth/twoFactorPage'

type Account = TwoFactorAccount & { id: number; email: string; totpSecret?: string | null; totpPendingSecret?: string | null }

// Five wrong codes per account in ten minutes, then a wait: six digits must not be guessable.
// Right codes are not counted (staff sign in many times a day).
const attempts = new RateLimiter(() => ({ max: 5, windowMs: 10 * 60 * 1000 }), sharedHits, 'two-factor')

/** The session id inside a token Payload has just signed (its middle part is plain JSON). */
function sessionOf(token: string | undefined): string | undefined {
  const part = token?.split('.')[1]
  if (!part) return undefined
  try {
    const claims = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as { sid?: unknown }
    return typeof claims.sid === 'string' ? claims.sid : undefined
  } catch {
    return undefined
  }
}

async function loadAccount(req: PayloadRequest, id: number | string): Promise<Account> {
  return (await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req })) as unknown as Account
}

/**
 * Checks a code for the account and, when right, marks the session as verified. An account
 * still setting up two-factor proves its new key with the code, which switches it on.
 */
async function verifySession(req: PayloadRequest, account: Account, sid: string, code: unknown): Promise<'ok' | 'wrong' | 'too-many' | 'no-key'> {
  const key = `user:${account.id}`
  if (await attempts.isLimited(key)) return 'too-many'
  const secret = account.totpEnabled ? account.totpSecret : account.totpPendingSecret
  if (!secret) return 'no-key'
  if (!checkTotp(secret, code)) {
    await attempts.hit(key)
    return 'wrong'
  }
  await req.payload.update({
    collection: 'users',
    id: account.id,
    data: {
      twoFactorSessions: withVerifiedSession(account, sid),
      ...(account.totpEnabled ? {} : { totpEnabled: true, totpSecret: secret, totpPendingSecret: null }),
    },
    overrideAccess: true,
    depth: 0,
    req,
    context: { twoFactor: true },
  })

  return 'ok'
}

/**
 * A sign-in through the API may carry the code with the password ({ email, password, totp }):
 * the session is then verified at once. The admin's sign-in form has no such field; its
 * session is verified on the admin's two-factor page afterwards.
 */
export const verifyCodeAtLogin: CollectionAfterLoginHook = async ({ req, token, user }) => {
  const code = (req.data as { totp?: unknown } | undefined)?.totp
  if (code === undefined || code === '') return user
  const sid = sessionOf(token)
  const account = await loadAccount(req, user.id)
  const result = sid ? await verifySession(req, account, sid, code) : 'wrong'
  if (result !== 'ok') throw new APIError(MESSAGES[result], result === 'too-many' ? 429 : 401, undefined, true)
  return user
}

const MESSAGES = {
  ...CODE_REFUSED,
  'no-key': `Set up two-factor sign-in first: open ${TWO_FACTOR_ADMIN_PATH}.`,
} as const

const wantsPage = (req: PayloadRequest) => !(req.headers.get('content-type') ?? '').includes('application/json')

/**
 * POST /api/users/two-factor with `code` (a form post from the admin's two-factor page, or JSON):
 * verifies the signed-in session. The form gets a redirect (to the admin, or back with the
 * reason); JSON gets { ok } or a 4xx message.
 */
export const twoFactorEndpoint: Endpoint = {
  path: '/two-factor',
  method: 'post',
  handler: async (req) => {
    const page = wantsPage(req)
    const back = (reason: string) => new Response(null, { status: 303, headers: { location: `${TWO_FACTOR_ADMIN_PATH}?problem=${reason}` } })
    const sid = (req.user as { _sid?: string } | null)?._sid
    if (!req.user || !sid) {
      return page ? back('signed-out') : Response.json({ errors: [{ message: 'Sign in to the admin first.' }] }, { status: 401 })
    }
    const result = await verifySession(req, await loadAccount(req, req.user.id), sid, (await readFields(req)).code)
    if (result === 'ok') return page ? new Response(null, { status: 303, headers: { location: '/admin' } }) : Response.json({ ok: true })
    if (page) return back(result)
    return Response.json({ errors: [{ message: MESSAGES[result] }] }, { status: result === 'too-many' ? 429 : 400 })
  },
}

/** Gives an account that has no two-factor key yet a new one to confirm (kept until confirmed). */
export async function pendingKeyFor(req: PayloadRequest, id: number | string): Promise<string | null> {
  const account = await loadAccount(req, id)
  if (account.totpEnabled) return null
  if (account.totpPendingSecret) return account.totpPendingSecret
  const secret = newTotpSecret()
  await req.payload.update({ collection: 'users', id, data: { totpPendingSecret: secret }, overrideAccess: true, depth: 0, req, context: { twoFactor: true } })
  return secret
}
