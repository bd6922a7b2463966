/**
 * Rate limits and card-testing counters counted in the database (src/instances/databaseHitLog.ts),
 * on SQLite and (int-pg) PostgreSQL. Two DatabaseHitLog objects stand for two server processes:
 * each has only the database in common with the other. The three-process test through HTTP is
 * tests/e2e/instances.pg-only.test.ts.
 * Databases: SQLite, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-sqlite'
import { RateLimiter } from '@/http/rateLimit'
import { DatabaseHitLog } from '@/instances/databaseHitLog'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { runSql } from '../helpers/rawSql'

let ctx: TestPayload
// Loaded after startTestPayload: they import the Payload config, which reads the environment once.
let DeclineVelocity: typeof import('@/donations/declineVelocity').DeclineVelocity
let HitLogDeclineCounter: typeof import('@/donations/declineCounter').HitLogDeclineCounter
const processes = () => [new DatabaseHitLog(async () => ctx.payload), new DatabaseHitLog(async () => ctx.payload)] as const
const rows = async (prefix: string) =>
  Number((await runSql<{ n: number }>(ctx.payload, sql`SELECT count(*) AS n FROM rate_limit_hits WHERE key LIKE ${`${prefix}%`}`))[0]!.n)

beforeAll(async () => {
  ctx = await startTestPayload()
  ;({ DeclineVelocity } = await import('@/donations/declineVelocity'))
  ;({ HitLogDeclineCounter } = await import('@/donations/declineCounter'))
})
afterAll(async () => {
  await ctx?.stop()
})

describe('rate limits shared through the database', () => {
  it('counts the hits of every process against one limit, and says when the oldest leaves the window', async () => {
    const [a, b] = processes()
    const limit = () => ({ max: 5, windowMs: 60_000 })
    const onA = new RateLimiter(limit, a, 'shared-test')
    const onB = new RateLimiter(limit, b, 'shared-test')
    const t = 1_000_000
    for (const [limiter, at] of [[onA, t], [onB, t + 1], [onA, t + 2], [onB, t + 3], [onA, t + 4]] as const) {
      expect((await limiter.hit('198.51.100.7', at)).ok).toBe(true)
    }
    expect(await onB.hit('198.51.100.7', t + 10_000)).toEqual({ ok: false, retryAfterSeconds: 50 })
    expect((await onA.hit('198.51.100.7', t + 10_001)).ok).toBe(false)
    expect(await onB.isLimited('198.51.100.7', t + 10_002)).toBe(true)
    // Another address, and another limiter on the same address, count apart.
    expect((await onA.hit('198.51.100.8', t + 10_003)).ok).toBe(true)
    expect((await new RateLimiter(limit, b, 'other-test').hit('198.51.100.7', t + 10_004)).ok).toBe(true)
    // The window slides: the first hit has left it, which frees one place.
    expect((await onB.hit('198.51.100.7', t + 60_000)).ok).toBe(true)
    expect((await onA.hit('198.51.100.7', t + 60_000)).ok).toBe(false)
  })

  it('lets exactly max hits through when processes race for the last places', async () => {
    const [a, b] = processes()
    const limit = () => ({ max: 7, windowMs: 60_000 })
    const limiters = [new RateLimiter(limit, a, 'race-test'), new RateLimiter(limit, b, 'race-test')]
    const now = Date.now()
    const verdicts = await Promise.all(Array.from({ length: 30 }, (_, i) => limiters[i % 2]!.hit('203.0.113.9', now + i)))
    expect(verdicts.filter((v) => v.ok)).toHaveLength(7)
    expect(await rows('race-test|')).toBe(7)
  })

  it('counts a decline noted by one process in the next check of another', async () => {
    const [a, b] = processes()
    const first = new DeclineVelocity(new HitLogDeclineCounter(a))
    const second = new DeclineVelocity(new HitLogDeclineCounter(b))
    const now = Date.now()
    // Four declines from one address (the default limit), spread over two processes.
    await first.noteDecline('addr-hash', 'card-1', now)
    await second.noteDecline('addr-hash', 'card-2', now + 1)
    await first.noteDecline('addr-hash', 'card-3', now + 2)
    const challenged = await second.check('addr-hash', 'card-4', now + 3)
    challenged.settle()
    expect(challenged, JSON.stringify(challenged)).toMatchObject({ blocked: false, challengeRequired: true })
    await second.noteDecline('addr-hash', 'card-4', now + 4)
    const { settle, ...verdict } = await first.check('addr-hash', 'card-5', now + 5)
    settle()
    expect(verdict).toMatchObject({ blocked: true, reason: 'address-declines' })
  })

  it('forgets hits once they are older than their window, and reset() clears only its own limiter', async () => {
    const [a] = processes()
    const limit = () => ({ max: 3, windowMs: 1_000 })
    const old = new RateLimiter(limit, a, 'sweep-test')
    const kept = new RateLimiter(() => ({ max: 3, windowMs: 3_600_000 }), a, 'keep-test')
    const t = Date.now() + 10 * 60_000
    await old.hit('x', t)
    await kept.hit('x', t)
    expect(await rows('sweep-test|')).toBe(1)
    // The next hit a minute later sweeps what has expired (at most once a minute per process).
    await kept.hit('y', t + 61_000)
    expect(await rows('sweep-test|')).toBe(0)
    expect(await rows('keep-test|')).toBe(2)
    await kept.reset()
    expect(await rows('keep-test|')).toBe(0)
  })

  it('keeps counting in memory when the database is out of reach', async () => {
    const broken = new DatabaseHitLog(async () => {
      throw new Error('connection refused')
    })
    const limiter = new RateLimiter(() => ({ max: 2, windowMs: 60_000 }), broken, 'offline-test')
    const warn = console.warn
    const warnings: string[] = []
    console.warn = (message: string) => void warnings.push(message)
    try {
      expect((await limiter.hit('z', 1)).ok).toBe(true)
      expect((await limiter.hit('z', 2)).ok).toBe(true)
      expect((await limiter.hit('z', 3)).ok).toBe(false)
    } finally {
      console.warn = warn
    }
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/counting in this process/)
  })
})
