/**
 * POST /api/graphql through its route handler: a malformed body is the client's mistake (400), a query still works.
 * Databases: SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let POST: (request: Request) => Promise<Response>

beforeAll(async () => {
  ctx = await startTestPayload()
  ;({ POST } = await import('@/app/(payload)/api/graphql/route'))
})
afterAll(async () => {
  await ctx?.stop()
})

const graphql = (body: string) =>
  POST(new Request('http://localhost:3000/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body }))

describe('POST /api/graphql', () => {
  it('answers 400 with a plain message for a body that is not JSON', async () => {
    for (const body of ['{"query": ', 'not json', '']) {
      const res = await graphql(body)
      expect(res.status).toBe(400)
      expect(((await res.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/not valid JSON/)
    }
  })

  it('still answers a well-formed query', async () => {
    const res = await graphql(JSON.stringify({ query: '{ Pages(limit: 1) { totalDocs } }' }))
    expect(res.status).toBe(200)
    const body = (await res.json()) as { data?: unknown; errors?: unknown }
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined()
    expect(body.data).toEqual({ Pages: { totalDocs: 0 } })
  })
})
