import type { IgPage, InstagramSource } from './types'

export const IG_CACHE_MS = 5 * 60_000

/**
 * Keeps each page for a few minutes (Instagram limits calls per hour), and when the source
 * fails serves the last page it answered for that cursor, however old. With no good page to
 * fall back on, the failure is passed on.
 */
export function createCachedSource(source: InstagramSource, { ttlMs = IG_CACHE_MS, now = () => Date.now() } = {}): InstagramSource & {
  clear(): void
} {
  const pages = new Map<string, { page: IgPage; at: number }>()
  const inflight = new Map<string, Promise<IgPage>>()
  return {
    name: `cached-${source.name}`,
    clear: () => pages.clear(),
    async page(cursor) {
      const key = cursor ?? ''
      const kept = pages.get(key)
      if (kept && now() - kept.at < ttlMs) return kept.page
      const pending = inflight.get(key)
      if (pending) return pending
      const request = source
        .page(cursor)
        .then((page) => {
          pages.set(key, { page, at: now() })
          return page
        })
        .catch((error: unknown) => {
          if (kept) return kept.page
          throw error
        })
        .finally(() => inflight.delete(key))
      inflight.set(key, request)
      return request
    },
  }
}
