import { afterEach, describe, expect, it } from 'vitest'
import { limitFromEnv, RateLimiter } from '@/http/rateLimit'

const fixed = (max: number, windowMs: number) => () => ({ max, windowMs })

describe('rate limiter', () => {
  it('allows max hits per window per key, then frees up as the window slides', async () => {
    const limiter = new RateLimiter(fixed(2, 1000))
    expect((await limiter.hit('a', 0)).ok).toBe(true)
    expect((await limiter.hit('a', 100)).ok).toBe(true)
    const refused = await limiter.hit('a', 200)
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 1 })
    expect((await limiter.hit('b', 200)).ok).toBe(true)
    // The hit at 0 has left the window; the one at 100 has not.
    expect((await limiter.hit('a', 1001)).ok).toBe(true)
    expect((await limiter.hit('a', 1050)).ok).toBe(false)
  })

  it('does not let a client send twice the limit across a window edge', async () => {
    const limiter = new RateLimiter(fixed(3, 1000))
    for (const t of [900, 950, 990]) expect((await limiter.hit('a', t)).ok).toBe(true)
    for (const t of [1000, 1010, 1020]) expect((await limiter.hit('a', t)).ok).toBe(false)
  })

  it('counts nothing when the limit is 0', async () => {
    const limiter = new RateLimiter(fixed(0, 1000))
    for (let i = 0; i < 50; i++) expect((await limiter.hit('a', i)).ok).toBe(true)
  })
})

describe('limits from the environment', () => {
  afterEach(() => {
    delete process.env.RATE_LIMIT_TEST_MAX
    delete process.env.RATE_LIMIT_TEST_WINDOW_MS
  })

  it('reads the variables at each use and falls back on unusable values', () => {
    const limit = limitFromEnv('TEST', { max: 10, windowMs: 600_000 })
    expect(limit()).toEqual({ max: 10, windowMs: 600_000 })
    process.env.RATE_LIMIT_TEST_MAX = '0'
    process.env.RATE_LIMIT_TEST_WINDOW_MS = '5000'
    expect(limit()).toEqual({ max: 0, windowMs: 5000 })
    process.env.RATE_LIMIT_TEST_MAX = 'lots'
    process.env.RATE_LIMIT_TEST_WINDOW_MS = '-1'
    expect(limit()).toEqual({ max: 10, windowMs: 600_000 })
  })
})
