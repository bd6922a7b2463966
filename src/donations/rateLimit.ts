/**
 * A fixed-window counter per client address, in this process's memory (enough for one server;
 * several servers each count their own share). DONATE_RATE_LIMIT (default 20) posts per
 * DONATE_RATE_WINDOW_MS (default 10 minutes); 0 turns the limit off.
 */
export type RateLimiter = { hit: (key: string, now?: number) => { ok: boolean; retryAfterSeconds: number } }

export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    hit(key, now = Date.now()) {
      if (limit <= 0) return { ok: true, retryAfterSeconds: 0 }
      let w = windows.get(key)
      if (!w || now - w.start >= windowMs) {
        if (windows.size > 10_000) for (const [k, v] of windows) if (now - v.start >= windowMs) windows.delete(k)
        w = { start: now, count: 0 }
        windows.set(key, w)
      }
      w.count++
      return { ok: w.count <= limit, retryAfterSeconds: Math.ceil((w.start + windowMs - now) / 1000) }
    },
  }
}

export function rateLimiterFromEnv(env: Record<string, string | undefined> = process.env): RateLimiter {
  const limit = env.DONATE_RATE_LIMIT === undefined ? 20 : Number(env.DONATE_RATE_LIMIT)
  const windowMs = Number(env.DONATE_RATE_WINDOW_MS) || 10 * 60 * 1000
  return createRateLimiter(Number.isFinite(limit) ? limit : 20, windowMs)
}
