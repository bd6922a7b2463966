/**
 * GET /api/health on either database: 200 when the database answers and every committed
 * migration is applied; 503 as soon as one is missing. (Database down: database-outage.pg-only.)
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-sqlite'
import { committedMigrations, startTestPayload, type TestPayload } from '../helpers/payload'
import { runSql } from '../helpers/rawSql'

let ctx: TestPayload | undefined
let GET: () => Promise<Response>

beforeAll(async () => {
  ctx = await startTestPayload()
  ;({ GET } = await import('@/app/api/health/route'))
})

afterAll(async () => {
  await ctx?.stop()
})

describe('GET /api/health', () => {
  it('answers 200, uncached, when the database answers and the migrations are current', async () => {
    const res = await GET()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ status: 'ok', database: 'reachable', migrations: 'current' })
  })

  it('answers 503 when a committed migration has not been applied', async () => {
    const last = (await committedMigrations()).at(-1)!.name
    await runSql(ctx!.payload, sql`DELETE FROM payload_migrations WHERE name = ${last}`)
    const res = await GET()
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ status: 'unavailable', database: 'reachable', migrations: 'pending' })
  })
})
