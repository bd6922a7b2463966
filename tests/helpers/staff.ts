/**
 * Staff accounts and HTTP calls for the role tests: one account per role, signed in through
 * Payload's own login, and requests sent through the same REST and GraphQL route handlers
 * the site serves (no HTTP server needed).
 */
import { generateSecret, generateSync } from 'otplib'
import type { Payload } from 'payload'
import type { Role } from '@/access/roles'
import { needsTwoFactor } from '@/auth/twoFactor'

export type StaffAccount = { id: number; email: string; password: string; roles: Role[]; token: string; totpSecret?: string }

/** The current code for a two-factor key, as an authenticator app would show it. */
export const totpCode = (secret: string) => generateSync({ secret })

export const STAFF_PASSWORD = 'a long test passphrase 42'

/**
 * A signed-in account with these roles. Roles that require two-factor sign-in get a key, and
 * the sign-in carries a code for it, so the session counts (pass `twoFactor: false` for a
 * session that has not given its code).
 */
export async function createStaff(payload: Payload, name: string, roles: Role[], { twoFactor = true } = {}): Promise<StaffAccount> {
  const email = `${name}@example.org`
  const totpSecret = needsTwoFactor({ roles }) ? generateSecret() : undefined
  const user = await payload.create({
    collection: 'users',
    data: { email, password: STAFF_PASSWORD, name, roles, ...(totpSecret ? { totpEnabled: true, totpSecret } : {}) },
    overrideAccess: true,
  })
  const { token } = await signIn(email, STAFF_PASSWORD, twoFactor ? totpSecret : undefined)
  return { id: user.id, email, password: STAFF_PASSWORD, roles, token, totpSecret }
}

/** One signed-in account per role (admin@, editor@, finance@, support@example.org), as most role tests need. */
export async function createStaffPerRole(payload: Payload): Promise<Record<Role, StaffAccount>> {
  return {
    administrator: await createStaff(payload, 'admin', ['administrator']),
    editor: await createStaff(payload, 'editor', ['editor']),
    finance: await createStaff(payload, 'finance', ['finance']),
    support: await createStaff(payload, 'support', ['support']),
  }
}

export async function signIn(email: string, password = STAFF_PASSWORD, totpSecret?: string): Promise<{ token: string }> {
  const res = await rest('POST', '/users/login', { body: { email, password, ...(totpSecret ? { totp: totpCode(totpSecret) } : {}) } })
  const body = (await res.json()) as { token?: string; errors?: unknown }
  if (!res.ok || !body.token) throw new Error(`Sign-in as ${email} failed: HTTP ${res.status} ${JSON.stringify(body)}`)
  return { token: body.token }
}

type Handler = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let handlers: Record<string, Handler> | undefined
let graphqlHandler: ((req: Request) => Promise<Response>) | undefined

async function loadHandlers() {
  if (!handlers) {
    const { default: config } = await import('@payload-config')
    const routes = await import('@payloadcms/next/routes')
    handlers = {
      GET: routes.REST_GET(config) as Handler,
      POST: routes.REST_POST(config) as Handler,
      PATCH: routes.REST_PATCH(config) as Handler,
      DELETE: routes.REST_DELETE(config) as Handler,
    }
    graphqlHandler = routes.GRAPHQL_POST(config) as (req: Request) => Promise<Response>
  }
  return handlers
}

/** A REST call, e.g. rest('GET', '/donations?depth=1', { token }). `path` starts after /api. */
export async function rest(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<Response> {
  const h = await loadHandlers()
  const url = new URL(`http://localhost:3000/api${path}`)
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `JWT ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const request = new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const slug = url.pathname.replace(/^\/api\//, '').split('/').filter(Boolean)
  return h[method]!(request, { params: Promise.resolve({ slug }) })
}

/** A GraphQL query or mutation; returns the parsed body. */
export async function graphql(query: string, token?: string): Promise<{ data?: Record<string, unknown> | null; errors?: { message: string }[] }> {
  await loadHandlers()
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token) headers.authorization = `JWT ${token}`
  const res = await graphqlHandler!(new Request('http://localhost:3000/api/graphql', { method: 'POST', headers, body: JSON.stringify({ query }) }))
  return (await res.json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] }
}
