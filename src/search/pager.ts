import { SEARCH_PATH } from '@/content/paths'

/** The spec's page size and the number of numbered pager buttons. */
export const SEARCH_PAGE_SIZE = 8
export const PAGER_BUTTONS = 3

export function totalPages(totalResults: number, pageSize = SEARCH_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalResults / pageSize))
}

/**
 * The numbered pages to offer around the current one: up to three, the current in the middle
 * where there is room, shifted at the ends (1 2 3 on page 1, 8 9 10 on page 10 of 10).
 */
export function pagerWindow(current: number, total: number, buttons = PAGER_BUTTONS): number[] {
  if (total <= 0) return []
  const page = Math.min(Math.max(1, current), total)
  const count = Math.min(buttons, total)
  let first = page - Math.floor((count - 1) / 2)
  first = Math.max(1, Math.min(first, total - count + 1))
  return Array.from({ length: count }, (_, i) => first + i)
}

/** The address of one page of results; page one has no page parameter, like a new query. */
export const searchPageHref = (query: string, page: number) =>
  `${SEARCH_PATH}?${new URLSearchParams({ value: query, ...(page > 1 ? { page: String(page) } : {}) })}`
