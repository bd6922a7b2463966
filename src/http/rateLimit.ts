/**
 * The one rate limiter: a sliding window per key (a form or the donation endpoint, with the
 * client address from ./clientAddress). A sliding window rather than fixed windows, so that a
 * client cannot send twice the limit across a window's edge.
 *
 * It counts in this process's memory: several server processes each keep their own count.
 */
export type RateLimit = { max: number; windowMs: number }
export type RateVerdict = { ok: boolean; retryAfterSeconds: number }

/**
 * One naming rule for every limiter: RATE_LIMIT_<SCOPE>_MAX (0 turns the limit off) and
 * RATE_LIMIT_<SCOPE>_WINDOW_MS. Read on each call, so tests and operators can change them live.
 */
export function limitFromEnv(scope: string, fallback: RateLimit): () => RateLimit {
  return () => {
    const rawMax = process.env[`RATE_LIMIT_${scope}_MAX`]
    const max = Number(rawMax)
    const windowMs = Number(process.env[`RATE_LIMIT_${scope}_WINDOW_MS`])
    return {
      max: rawMax !== undefined && rawMax !== '' && Number.isInteger(max) && max >= 0 ? max : fallback.max,
      windowMs: Number.isFinite(windowMs) && windowMs > 0 ? windowMs : fallback.windowMs,
    }
  }
}

export class RateLimiter {
  private hits = new Map<string, number[]>()
  private lastSweep = 0

  constructor(private readonly limit: () => RateLimit) {}

  /** Counts a hit for `key`, unless the key is already at its limit. */
  hit(key: string, now = Date.now()): RateVerdict {
    const { max, windowMs } = this.limit()
    if (max === 0) return { ok: true, retryAfterSeconds: 0 }
    this.sweep(now, windowMs)
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - windowMs)
    const ok = recent.length < max
    if (ok) recent.push(now)
    this.hits.set(key, recent)
    const oldest = recent[0] ?? now
    return { ok, retryAfterSeconds: ok ? 0 : Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) }
  }

  /** True when `key` is at its limit now; counts nothing (for limits on failures only). */
  isLimited(key: string, now = Date.now()): boolean {
    const { max, windowMs } = this.limit()
    if (max === 0) return false
    return (this.hits.get(key) ?? []).filter((t) => t > now - windowMs).length >= max
  }

  reset(): void {
    this.hits.clear()
  }

  /** Drops keys with no recent hits, at most once per window, so memory stays bounded. */
  private sweep(now: number, windowMs: number): void {
    if (now - this.lastSweep < windowMs) return
    this.lastSweep = now
    for (const [key, list] of this.hits) if (!list.some((t) => t > now - windowMs)) this.hits.delete(key)
  }
}
