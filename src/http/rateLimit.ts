/**
 * The one rate limiter: a sliding window per key (a form or the donation endpoint, with the
 * client address from ./clientAddress). A sliding window rather than fixed windows, so that a
 * client cannot send twice the limit across a window's edge.
 *
 * The hits live in a HitStore: the site's limiters share the database's (several server
 * processes count together); the same store counts declined charges for the card-testing rules
 * (src/donations/declineCounter.ts).
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
 * Where a limiter keeps its hits. The site's limiters share one in the database
 * (src/instances/databaseHitLog.ts), so that several server processes count together; a
 * HitLog (this process's memory) serves the unit tests and anything that must not touch a database.
 */
export interface HitStore {
  /**
   * Counts a hit for `key` unless it already has `max` hits in the window that ends `now`, as
   * one step: two processes cannot both take the last place. `count`/`oldest` describe the
   * window when the hit was refused (unspecified when counted).
   */
  hitUnlessFull(key: string, max: number, windowMs: number, now: number): Promise<RecentHits & { counted: boolean }>
  /** Counts a hit unconditionally, kept for at least `keepMs`. */
  add(key: string, now: number, keepMs: number): Promise<void>
  recent(key: string, windowMs: number, now: number): Promise<RecentHits>
  /** Forgets every key that starts with `prefix`. */
  clear(prefix: string): Promise<void>
}

/** The sliding-window log in this process's memory: the times of hits per key. */
export class HitLog implements HitStore {
  private hits = new Map<string, number[]>()
  private lastSweep = 0
  private keepMs = 0

  async hitUnlessFull(key: string, max: number, windowMs: number, now: number) {
    this.sweep(now, windowMs)
    const recent = this.recentNow(key, windowMs, now)
    const counted = recent.count < max
    if (counted) this.push(key, now)
    return { ...recent, counted }
  }

  async add(key: string, now: number, keepMs: number): Promise<void> {
    // Old hits go at most once a minute, so memory stays bounded under an attack.
    this.sweep(now, keepMs, 60_000)
    this.push(key, now)
  }

  async recent(key: string, windowMs: number, now: number): Promise<RecentHits> {
    return this.recentNow(key, windowMs, now)
  }

  async clear(prefix: string): Promise<void> {
    for (const key of [...this.hits.keys()]) if (key.startsWith(prefix)) this.hits.delete(key)
  }

  private push(key: string, now: number): void {
    const list = this.hits.get(key)
    if (list) list.push(now)
    else this.hits.set(key, [now])
  }

  private recentNow(key: string, windowMs: number, now: number): RecentHits {
    const inWindow = (this.hits.get(key) ?? []).filter((t) => t > now - windowMs)
    return { count: inWindow.length, oldest: inWindow[0] ?? null }
  }

  /** Drops hits older than the longest window seen, at most once every `everyMs`. */
  private sweep(now: number, keepMs: number, everyMs = keepMs): void {
    this.keepMs = Math.max(this.keepMs, keepMs)
    if (now - this.lastSweep < everyMs) return
    this.lastSweep = now
    for (const [key, list] of this.hits) {
      const kept = list.filter((t) => t > now - this.keepMs)
      if (kept.length) this.hits.set(key, kept)
      else this.hits.delete(key)
    }
  }
}

export class RateLimiter {
  /**
   * `scope` names the limiter inside a shared store (its keys are `<scope>|<key>`), so two
   * limiters never count each other's hits.
   */
  constructor(
    private readonly limit: () => RateLimit,
    private readonly store: HitStore = new HitLog(),
    private readonly scope = 'limit',
  ) {}

  /** Counts a hit for `key`, unless the key is already at its limit. */
  async hit(key: string, now = Date.now()): Promise<RateVerdict> {
    const { max, windowMs } = this.limit()
    if (max === 0) return { ok: true, retryAfterSeconds: 0 }
    const { counted, oldest } = await this.store.hitUnlessFull(`${this.scope}|${key}`, max, windowMs, now)
    return { ok: counted, retryAfterSeconds: counted ? 0 : retryAfterSeconds(oldest, windowMs, now) }
  }

  /** True when `key` is at its limit now; counts nothing (for limits on failures only). */
  async isLimited(key: string, now = Date.now()): Promise<boolean> {
    const { max, windowMs } = this.limit()
    return max > 0 && (await this.store.recent(`${this.scope}|${key}`, windowMs, now)).count >= max
  }

  reset(): Promise<void> {
    return this.store.clear(`${this.scope}|`)
  }
}
