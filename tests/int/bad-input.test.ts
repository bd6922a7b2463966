/**
 * What the bad-input sweep (npm run sweep:bad-input) found answering 5xx or charging, fixed and
 * kept fixed: Payload's REST answers 400 (not 500) to a `where` that is not JSON and to ids that
 * are not numbers; /api/donate refuses a field sent twice and control characters instead of
 * charging. A well-formed request still works.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { donateRequest, validFields } from '../helpers/donations'

process.env.RATE_LIMIT_DONATIONS_MAX = '0'

type RestHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let ctx: TestPayload
let GET: RestHandler
let DONATE: (request: Request) => Promise<Response>

beforeAll(async () => {
  ctx = await startTestPayload()
  ;({ GET } = (await import('@/app/(payload)/api/[...slug]/route')) as unknown as { GET: RestHandler })
  ;({ POST: DONATE } = await import('@/app/api/donate/route'))
})
afterAll(async () => {
  await ctx?.stop()
})

const rest = (path: string) => {
  const url = new URL(path, 'http://localhost:3000')
  const slug = url.pathname.split('/').filter(Boolean).slice(1)
  return GET(new Request(url), { params: Promise.resolve({ slug }) })
}

describe('Payload REST with malformed queries', () => {
  it('answers 400 with a plain message, not 500', async () => {
    for (const path of ['/api/pages?where=notjson', '/api/pages?where=[1]', '/api/pages/not-an-id', '/api/pages?where[id][in]=a,b']) {
      const res = await rest(path)
      expect(res.status, path).toBe(400)
      expect(((await res.json()) as { errors: { message: string }[] }).errors[0]?.message, path).toMatch(/where parameter|not a number/)
    }
  })

  it('still answers well-formed queries', async () => {
    expect((await rest('/api/pages?where[id][in]=1,2')).status).toBe(200)
    expect((await rest('/api/pages?where={"title":{"equals":"x"}}')).status).toBe(200)
    expect((await rest('/api/pages/999999')).status).toBe(404)
  })
})

describe('POST /api/donate with ambiguous or unusable fields', () => {
  it('refuses a field sent twice instead of charging one of the amounts', async () => {
    const form = new FormData()
    for (const [k, v] of Object.entries(validFields())) form.append(k, v)
    form.append('donation_amount', '20.00')
    const res = await DONATE(new Request('http://localhost/api/donate', { method: 'POST', body: form, headers: { 'x-requested-with': 'XMLHttpRequest', 'idempotency-key': 'twice-0001' } }))
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toMatch(/donation_amount was sent more than once/)
  })

  it('refuses control characters in a name or e-mail (422), and accepts the same gift without them', async () => {
    const res = await DONATE(donateRequest(validFields({ b_lname: 'Do\u0000nor', b_email: 'a\u0000@example.org' })))
    expect(res.status).toBe(422)
    const errors = ((await res.json()) as { errors: Record<string, string[]> }).errors
    expect(errors.b_lname?.[0]).toMatch(/cannot be used/)
    expect(errors.b_email).toBeDefined()
    const ok = await DONATE(donateRequest(validFields({ h_message: 'Line one\nLine two\twith a tab' })))
    expect(((await ok.json()) as { ResponseCode: string }).ResponseCode).toBe('027')
  })
})
