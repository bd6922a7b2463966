/**
 * The one rate limiter: a sliding window per key (a form or the donation endpoint, with the
 * client address from ./clientAddress). A sliding window rather than fixed windows, so that a
 * client cannot send twice the limit across a window's edge.
 *
 * It counts in this process's memory: several server processes each keep their own count.
 * Its log (HitLog) also counts declined charges for the card-testing rules (src/donations/declineCounter.ts).
 */
export type RateLimit = { max: number; windowMs: number }
export type RateVerdict = { ok: boolean; retryAfterSeconds: number }

/** A count from the environment (0 allowed: it turns a rule off), else `fallback`. */
export function countFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  const n = Number(raw)
  return raw !== undefined && raw !== '' && Number.isInteger(n) && n >= 0 ? n : fallback
}

/**
 * One naming rule for every limiter: RATE_LIMIT_<SCOPE>_MAX (0 turns the limit off) and
 * RATE_LIMIT_<SCOPE>_WINDOW_MS. Read on each call, so tests and operators can change them live.
 */
export function limitFromEnv(scope: string, fallback: RateLimit): () => RateLimit {
  return () => {
    const windowMs = Number(process.env[`RATE_LIMIT_${scope}_WINDOW_MS`])
    return {
      max: countFromEnv(`RATE_LIMIT_${scope}_MAX`, fallback.max),
      windowMs: Number.isFinite(windowMs) && windowMs > 0 ? windowMs : fallback.windowMs,
    }
  }
}

/** Hits in the window that ends now: how many, and the time (ms) of the oldest (null when none). */
export type RecentHits = { count: number; oldest: number | null }

/** Seconds until the oldest hit leaves the window (at least 1): a Retry-After value. */
export const retryAfterSeconds = (oldest: number | null, windowMs: number, now: number) =>
  Math.max(1, Math.ceil(((oldest ?? now) + windowMs - now) / 1000))

/**
 * The sliding-window log under every limit here: the times of hits per key, in this process's
 * memory. Each caller decides when to count and which window to look at.
 */
export class HitLog {
  private hits = new Map<string, number[]>()
  private lastSweep = 0

  add(key: string, now: number): void {
    const list = this.hits.get(key)
    if (list) list.push(now)
    else this.hits.set(key, [now])
  }

  recent(key: string, windowMs: number, now: number): RecentHits {
    const inWindow = (this.hits.get(key) ?? []).filter((t) => t > now - windowMs)
    return { count: inWindow.length, oldest: inWindow[0] ?? null }
  }

  /** Drops hits older than `keepMs`, at most once every `everyMs`, so memory stays bounded. */
  sweep(now: number, keepMs: number, everyMs = keepMs): void {
    if (now - this.lastSweep < everyMs) return
    this.lastSweep = now
    for (const [key, list] of this.hits) {
      const kept = list.filter((t) => t > now - keepMs)
      if (kept.length) this.hits.set(key, kept)
      else this.hits.delete(key)
    }
  }

  clear(): void {
    this.hits.clear()
  }
}

export class RateLimiter {
  private log = new HitLog()

  constructor(private readonly limit: () => RateLimit) {}

  /** Counts a hit for `key`, unless the key is already at its limit. */
  hit(key: string, now = Date.now()): RateVerdict {
    const { max, windowMs } = this.limit()
    if (max === 0) return { ok: true, retryAfterSeconds: 0 }
    this.log.sweep(now, windowMs)
    const { count, oldest } = this.log.recent(key, windowMs, now)
    const ok = count < max
    if (ok) this.log.add(key, now)
    return { ok, retryAfterSeconds: ok ? 0 : retryAfterSeconds(oldest, windowMs, now) }
  }

  /** True when `key` is at its limit now; counts nothing (for limits on failures only). */
  isLimited(key: string, now = Date.now()): boolean {
    const { max, windowMs } = this.limit()
    return max > 0 && this.log.recent(key, windowMs, now).count >= max
  }

  reset(): void {
    this.log.clear()
  }
}
