/**
 * Counts declined charges per key (a hashed address or a hashed card) over a sliding window.
 * Behind an interface so a shared store (the database) can replace this process's memory when
 * the site runs on several processes; the callers already await it.
 */
export type RecentDeclines = { count: number; /** Time (ms) of the oldest decline still in the window. */ oldest: number | null }

export interface DeclineCounter {
  add(key: string, now: number): Promise<void>
  recent(key: string, windowMs: number, now: number): Promise<RecentDeclines>
  reset(): Promise<void>
}

/** How long any key's declines are kept at most: the longest window in use. */
const KEEP_MS = 24 * 60 * 60_000

export class MemoryDeclineCounter implements DeclineCounter {
  private declines = new Map<string, number[]>()
  private lastSweep = 0

  constructor(private readonly keepMs = KEEP_MS) {}

  async add(key: string, now: number): Promise<void> {
    this.sweep(now)
    const list = this.declines.get(key) ?? []
    list.push(now)
    this.declines.set(key, list)
  }

  async recent(key: string, windowMs: number, now: number): Promise<RecentDeclines> {
    const inWindow = (this.declines.get(key) ?? []).filter((t) => t > now - windowMs)
    return { count: inWindow.length, oldest: inWindow[0] ?? null }
  }

  async reset(): Promise<void> {
    this.declines.clear()
  }

  /** Drops old declines at most once a minute, so memory stays bounded under an attack. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return
    this.lastSweep = now
    for (const [key, list] of this.declines) {
      const kept = list.filter((t) => t > now - this.keepMs)
      if (kept.length) this.declines.set(key, kept)
      else this.declines.delete(key)
    }
  }
}
