/**
 * Counts declined charges per key (a hashed address or a hashed card) over a sliding window,
 * in a HitStore (src/http/rateLimit.ts): the database's for the site, so that every server
 * process sees every decline; this process's memory by default (unit tests).
 */
import { HitLog, type HitStore, type RecentHits } from '@/http/rateLimit'

export interface DeclineCounter {
  add(key: string, now: number): Promise<void>
  recent(key: string, windowMs: number, now: number): Promise<RecentHits>
}

/** How long any key's declines are kept at most: the longest window in use. */
const KEEP_MS = 24 * 60 * 60_000

export class HitLogDeclineCounter implements DeclineCounter {
  constructor(
    private readonly store: HitStore = new HitLog(),
    private readonly keepMs = KEEP_MS,
  ) {}

  add(key: string, now: number): Promise<void> {
    return this.store.add(`declines|${key}`, now, this.keepMs)
  }

  recent(key: string, windowMs: number, now: number): Promise<RecentHits> {
    return this.store.recent(`declines|${key}`, windowMs, now)
  }
}

/** Declines counted in this process's memory alone. */
export class MemoryDeclineCounter extends HitLogDeclineCounter {
  constructor(keepMs = KEEP_MS) {
    super(new HitLog(), keepMs)
  }
}
