/**
 * Counts declined charges per key (a hashed address or a hashed card) over a sliding window.
 * Behind an interface so a shared store (the database) can replace this process's memory when
 * the site runs on several processes; the callers already await it.
 */
import { HitLog, type RecentHits } from '@/http/rateLimit'

export interface DeclineCounter {
  add(key: string, now: number): Promise<void>
  recent(key: string, windowMs: number, now: number): Promise<RecentHits>
}

/** How long any key's declines are kept at most: the longest window in use. */
const KEEP_MS = 24 * 60 * 60_000

/** The rate limiter's sliding-window log (src/http/rateLimit.ts), counted on declines. */
export class MemoryDeclineCounter implements DeclineCounter {
  private log = new HitLog()

  constructor(private readonly keepMs = KEEP_MS) {}

  async add(key: string, now: number): Promise<void> {
    // Old declines go at most once a minute, so memory stays bounded under an attack.
    this.log.sweep(now, this.keepMs, 60_000)
    this.log.add(key, now)
  }

  async recent(key: string, windowMs: number, now: number): Promise<RecentHits> {
    return this.log.recent(key, windowMs, now)
  }
}
