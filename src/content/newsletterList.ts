/** The Newsletters list shows 12 issues, and each "More" shows 3 more. */
export const NEWSLETTERS_INITIAL = 12
export const NEWSLETTERS_STEP = 3

/** How many of `total` items show after `clicks` presses of More. */
export function visibleCount(total: number, clicks: number, initial = NEWSLETTERS_INITIAL, step = NEWSLETTERS_STEP): number {
  const safeClicks = Math.max(0, Math.floor(clicks))
  return Math.max(0, Math.min(total, initial + safeClicks * step))
}

/** Whether More should still be offered. */
export const hasMore = (total: number, shown: number) => shown < total
