/**
 * A per-process sliding-window limit per key (form + client address). Several server
 * processes each keep their own window, so the effective limit grows with their number;
 * that is acceptable for abuse control (the submissions are stored either way).
 */
export type RateLimitConfig = { max: number; windowMs: number }

export function rateLimitConfig(): RateLimitConfig {
  const max = Number(process.env.FORMS_RATE_LIMIT_MAX ?? '')
  const windowMs = Number(process.env.FORMS_RATE_LIMIT_WINDOW_MS ?? '')
  return {
    // 10 posts per form per address in 10 minutes: far above what a person sends.
    max: Number.isInteger(max) && max >= 0 && process.env.FORMS_RATE_LIMIT_MAX ? max : 10,
    windowMs: Number.isFinite(windowMs) && windowMs > 0 ? windowMs : 10 * 60 * 1000,
  }
}

export class RateLimiter {
  private hits = new Map<string, number[]>()
  private lastSweep = 0

  /** Records a hit for `key`; false when the key is over its limit (the hit is then not counted). `max` 0 turns the limit off. */
  hit(key: string, config: RateLimitConfig, now = Date.now()): boolean {
    if (config.max === 0) return true
    this.sweep(now, config.windowMs)
    const since = now - config.windowMs
    const list = (this.hits.get(key) ?? []).filter((t) => t > since)
    if (list.length >= config.max) {
      this.hits.set(key, list)
      return false
    }
    list.push(now)
    this.hits.set(key, list)
    return true
  }

  /** Seconds until `key` may post again. */
  retryAfterSeconds(key: string, config: RateLimitConfig, now = Date.now()): number {
    const oldest = this.hits.get(key)?.[0]
    return oldest ? Math.max(1, Math.ceil((oldest + config.windowMs - now) / 1000)) : 1
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

/** The one limiter of this process. */
export const formRateLimiter = new RateLimiter()
