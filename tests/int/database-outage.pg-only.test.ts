/**
 * PostgreSQL going away while the site serves, on a server of this file's own (stopped and
 * started again here; the other test files keep theirs): /api/health answers 503 and the REST
 * API answers 503 with a message, each within seconds, and both recover by themselves once
 * the server is back. Waiting for a free connection is not "not answering": a query queued behind
 * a busy pool gets its answer however long it waited.
 * Databases: PostgreSQL.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONNECT_TIMEOUT_MS } from '@/utilities/postgresClient'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { startPostgres, type PostgresServer } from '../helpers/postgresServer'

let server: PostgresServer
let ctx: TestPayload | undefined
let HEALTH: () => Promise<Response>
let REST_GET: (req: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const health = async () => {
  const res = await HEALTH()
  return { status: res.status, body: (await res.json()) as Record<string, string> }
}
const listPages = async () => {
  const res = await REST_GET(new Request('http://localhost/api/pages?limit=1&depth=0'), { params: Promise.resolve({ slug: ['pages'] }) })
  return { status: res.status, body: (await res.json()) as { docs?: unknown[]; errors?: { message: string }[] } }
}
/** Calls fn until it gives what `until` wants, for at most `ms`; the last answer either way. */
async function poll<T>(fn: () => Promise<T>, until: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms
  let value = await fn()
  while (!until(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200))
    value = await fn()
  }
  return value
}
const timed = async <T>(fn: () => Promise<T>) => {
  const started = Date.now()
  const value = await fn()
  return { value, ms: Date.now() - started }
}

beforeAll(async () => {
  server = await startPostgres()
  expect(server.embedded).toBe(true)
  ctx = await startTestPayload({ postgresAdminUrl: server.adminUrl })
  ;({ GET: HEALTH } = await import('@/app/api/health/route'))
  ;({ GET: REST_GET } = (await import('@/app/(payload)/api/[...slug]/route')) as unknown as { GET: typeof REST_GET })
})

afterAll(async () => {
  await server?.resume().catch(() => {})
  await ctx?.stop().catch(() => {})
  await server?.stop()
})

describe('PostgreSQL going away while serving (PostgreSQL only)', () => {
  it('health says reachable and current, and the API answers, while the database is up', async () => {
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'reachable', migrations: 'current' } })
    const pages = await listPages()
    expect(pages.status).toBe(200)
    expect(Array.isArray(pages.body.docs)).toBe(true)
  })

  it('answers a query that waited longer than the connection limit for a free connection, as on a busy machine', async () => {
    const pool = (ctx!.payload.db as unknown as { pool: pg.Pool }).pool
    const busy = (seconds: number) => pool.query(`SELECT pg_sleep(${seconds})`)
    // Every connection of the pool is held for longer than CONNECT_TIMEOUT_MS; one more query waits its turn.
    const holders = Array.from({ length: 10 }, () => busy(CONNECT_TIMEOUT_MS / 1000 + 1))
    try {
      await poll(async () => pool.totalCount, (n) => n === 10, 10_000)
      const waiting = timed(() => pool.query('SELECT 1 AS one'))
      expect(pool.waitingCount).toBeGreaterThan(0)
      const { value, ms } = await waiting
      expect(value.rows).toEqual([{ one: 1 }])
      expect(ms).toBeGreaterThan(CONNECT_TIMEOUT_MS)
    } finally {
      await Promise.allSettled(holders)
    }
  })

  it('answers 503 on /api/health and 503 with a message from the API, without hanging, once it is stopped', async () => {
    await server.pause()
    const down = await timed(health)
    expect(down.value).toEqual({ status: 503, body: { status: 'unavailable', database: 'unreachable', migrations: 'unknown' } })
    expect(down.ms).toBeLessThan(10_000)
    const api = await timed(listPages)
    expect(api.value.status).toBe(503)
    expect(api.value.body.errors?.[0]?.message).toMatch(/database is not answering/)
    expect(api.ms).toBeLessThan(15_000)
    // Nothing secret in the answer: no address, user or driver message.
    expect(JSON.stringify(api.value.body) + JSON.stringify(down.value.body)).not.toMatch(/127\.0\.0\.1|postgres:|ECONNREFUSED/)
  })

  it('recovers by itself when the database is back', async () => {
    await server.resume()
    const back = await poll(health, (h) => h.status === 200, 20_000)
    expect(back.status).toBe(200)
    const pages = await poll(listPages, (p) => p.status === 200, 20_000)
    expect(pages.status).toBe(200)
    expect(Array.isArray(pages.body.docs)).toBe(true)
  })
})
