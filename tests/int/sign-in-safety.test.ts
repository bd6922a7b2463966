/**
 * Sign-in safety: passwords of 12+ characters that are not common ones; two-factor codes
 * (TOTP, generated here as an authenticator app would) required for Administrator and
 * Finance before their roles count, open to everyone else; sessions that end after 30 minutes.
 * Databases: SQLite.
 */
import { generateSync } from 'otplib'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { createStaff, rest, signIn, STAFF_PASSWORD, totpCode, type StaffAccount } from '../helpers/staff'

let ctx: TestPayload
let admin: StaffAccount

beforeAll(async () => {
  ctx = await startTestPayload()
  admin = await createStaff(ctx.payload, 'admin', ['administrator'])
})
afterAll(async () => {
  await ctx?.stop()
})

const twoFactor = (token: string, code: string) => rest('POST', '/users/two-factor', { token, body: { code } })
const wrongCode = (secret: string) => String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0')

describe('passwords', () => {
  it.each([
    ['short', /at least 12 characters/],
    ['1qaz2wsx3edc', /common passwords/],
  ])('refuses %s with a clear message', async (password, message) => {
    const res = await rest('POST', '/users', { token: admin.token, body: { email: `p-${password.length}@example.org`, password, roles: ['editor'] } })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toMatch(message)
  })

  it('accepts a long uncommon one, and checks a changed password too', async () => {
    const made = await rest('POST', '/users', { token: admin.token, body: { email: 'good@example.org', password: 'river lantern quietly 7', roles: ['editor'] } })
    expect(made.status).toBe(201)
    const { doc } = (await made.json()) as { doc: { id: number } }
    const { token } = await signIn('good@example.org', 'river lantern quietly 7')
    expect((await rest('PATCH', `/users/${doc.id}`, { token, body: { password: '12345678' } })).status).toBe(400)
    expect((await rest('PATCH', `/users/${doc.id}`, { token, body: { password: 'another fine passphrase' } })).status).toBe(200)
  })
})

describe('two-factor sign-in', () => {
  it('an administrator’s password alone opens nothing; the code from the app does', async () => {
    const { token } = await signIn(admin.email)
    expect((await rest('GET', '/users?limit=50', { token })).status).toBe(200)
    const listed = (await (await rest('GET', '/users?limit=50', { token })).json()) as { docs: unknown[] }
    expect(listed.docs).toHaveLength(1) // only their own account until the code is given
    expect((await rest('GET', '/audit-entries', { token })).status).toBe(403)
    expect(((await (await rest('GET', '/access', { token })).json()) as { canAccessAdmin: boolean }).canAccessAdmin).toBe(true)

    const wrong = await twoFactor(token, wrongCode(admin.totpSecret!))
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(await wrong.json())).toMatch(/not right/)
    expect((await rest('GET', '/audit-entries', { token })).status).toBe(403)

    const right = await twoFactor(token, totpCode(admin.totpSecret!))
    expect(right.status).toBe(200)
    expect((await rest('GET', '/audit-entries', { token })).status).toBe(200)
    // Another sign-in of the same account is a new session and owes its own code.
    const other = await signIn(admin.email)
    expect((await rest('GET', '/audit-entries', { token: other.token })).status).toBe(403)
  })

  it('the form on the admin’s two-factor page is answered with a redirect: to the admin, or back with the reason', async () => {
    const { token } = await signIn(admin.email)
    const post = (code: string) => callForm(token, code)
    const bad = await post(wrongCode(admin.totpSecret!))
    expect(bad!.status).toBe(303)
    expect(bad!.headers.get('location')).toBe('/admin/two-factor?problem=wrong')
    const good = await post(totpCode(admin.totpSecret!))
    expect(good!.headers.get('location')).toBe('/admin')
  })

  it('a code can be given with the password at sign-in; a wrong one refuses the sign-in', async () => {
    const res = await rest('POST', '/users/login', { body: { email: admin.email, password: STAFF_PASSWORD, totp: wrongCode(admin.totpSecret!) } })
    expect(res.status).toBe(401)
    const { token } = await signIn(admin.email, STAFF_PASSWORD, admin.totpSecret)
    expect((await rest('GET', '/audit-entries', { token })).status).toBe(200)
  })

  it('after five wrong codes even the right one waits', async () => {
    const finance = await createStaff(ctx.payload, 'finance-limited', ['finance'], { twoFactor: false })
    for (let i = 0; i < 5; i++) expect((await twoFactor(finance.token, wrongCode(finance.totpSecret!))).status).toBe(400)
    const blocked = await twoFactor(finance.token, totpCode(finance.totpSecret!))
    expect(blocked.status).toBe(429)
    expect((await rest('GET', '/donations', { token: finance.token })).status).toBe(403)
  })

  it('Finance without a key sets one up: a new key, confirmed by a code, turns it on', async () => {
    await ctx.payload.create({ collection: 'users', data: { email: 'new-finance@example.org', password: STAFF_PASSWORD, roles: ['finance'] }, overrideAccess: true })
    const { token } = await signIn('new-finance@example.org')
    expect((await rest('GET', '/donations', { token })).status).toBe(403)
    expect((await twoFactor(token, '123456')).status).toBe(400) // no key yet

    const { pendingKeyFor } = await import('@/collections/Users/twoFactor')
    const [account] = (await ctx.payload.find({ collection: 'users', where: { email: { equals: 'new-finance@example.org' } }, overrideAccess: true })).docs
    const key = await pendingKeyFor(await createLocalReq({}, ctx.payload), account!.id)
    expect(key).toMatch(/^[A-Z2-7]{16,}$/)
    expect(await pendingKeyFor(await createLocalReq({}, ctx.payload), account!.id)).toBe(key) // the same key until confirmed
    expect((await twoFactor(token, generateSync({ secret: key! }))).status).toBe(200)
    expect((await rest('GET', '/donations', { token })).status).toBe(200)
    const stored = await ctx.payload.findByID({ collection: 'users', id: account!.id, overrideAccess: true })
    expect(stored).toMatchObject({ totpEnabled: true, totpSecret: key, totpPendingSecret: null })
  })

  it('an editor works without it, and once they turn it on their sign-ins need it too', async () => {
    const editor = await createStaff(ctx.payload, 'editor', ['editor'])
    const page = await ctx.payload.create({ collection: 'pages', data: { title: 'Two-factor page', slug: 'two-factor-page', _status: 'published' }, overrideAccess: true, context: { disableRevalidate: true } })
    const edit = (token: string) => rest('PATCH', `/pages/${page.id}`, { token, body: { title: 'Two-factor page' } })
    expect((await edit(editor.token)).status).toBe(200)
    const { pendingKeyFor } = await import('@/collections/Users/twoFactor')
    const key = await pendingKeyFor(await createLocalReq({}, ctx.payload), editor.id)
    expect((await twoFactor(editor.token, generateSync({ secret: key! }))).status).toBe(200)
    expect((await edit(editor.token)).status).toBe(200)
    const again = await signIn(editor.email)
    expect((await edit(again.token)).status).toBe(403)
    const withCode = await signIn(editor.email, STAFF_PASSWORD, key!)
    expect((await edit(withCode.token)).status).toBe(200)
  })

  it('keys and verified sessions never leave the server, and nobody sets them through the API', async () => {
    const me = await (await rest('GET', '/users/me', { token: admin.token })).text()
    const byId = await (await rest('GET', `/users/${admin.id}`, { token: admin.token })).text()
    for (const text of [me, byId]) {
      expect(text).not.toContain(admin.totpSecret!)
      expect(text).not.toMatch(/totpSecret|twoFactorSessions|totpPendingSecret/)
    }
    await rest('PATCH', `/users/${admin.id}`, { token: admin.token, body: { totpEnabled: false, totpSecret: 'AAAA', twoFactorSessions: [] } })
    const stored = await ctx.payload.findByID({ collection: 'users', id: admin.id, overrideAccess: true })
    expect(stored).toMatchObject({ totpEnabled: true, totpSecret: admin.totpSecret })
  })
})

describe('sessions', () => {
  it('end 30 minutes after the last activity (the token’s lifetime, renewed while the admin is in use)', async () => {
    const claims = JSON.parse(Buffer.from(admin.token.split('.')[1]!, 'base64url').toString()) as { exp: number; iat: number }
    expect(claims.exp - claims.iat).toBe(30 * 60)
  })
})

async function callForm(token: string, code: string): Promise<Response> {
  const { REST_POST } = await import('@payloadcms/next/routes')
  const { default: config } = await import('@payload-config')
  const body = new URLSearchParams({ code })
  const request = new Request('http://localhost:3000/api/users/two-factor', {
    method: 'POST',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })
  return REST_POST(config)(request, { params: Promise.resolve({ slug: ['users', 'two-factor'] }) })
}
