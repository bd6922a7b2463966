/**
 * The order of a section's page list and the reader's place in it. Pure: no Payload, no React.
 */
import { compareText } from '@/format/locale'

export type ListedPage = { id: number; title: string; path: string; pageOrder?: number | null }

export type PageListEntry = ListedPage & { current: boolean }

export type PageList = {
  entries: PageListEntry[]
  previous: ListedPage | null
  next: ListedPage | null
}

/** Pages with a position first (lowest first), then those without, each group by title. */
export function sortListedPages<T extends ListedPage>(pages: readonly T[]): T[] {
  return [...pages].sort((a, b) => {
    const ao = a.pageOrder ?? Number.POSITIVE_INFINITY
    const bo = b.pageOrder ?? Number.POSITIVE_INFINITY
    if (ao !== bo) return ao < bo ? -1 : 1
    return compareText(a.title, b.title)
  })
}

/**
 * The section's index page followed by its sub-pages in order, with the current page marked
 * and its neighbours for "previous" and "next". Null when the current page is not in the list.
 */
export function buildPageList(section: ListedPage, subpages: readonly ListedPage[], currentId: number): PageList | null {
  const ordered = [section, ...sortListedPages(subpages.filter((p) => p.id !== section.id))]
  const index = ordered.findIndex((p) => p.id === currentId)
  if (index < 0) return null
  return {
    entries: ordered.map((p) => ({ ...p, current: p.id === currentId })),
    previous: ordered[index - 1] ?? null,
    next: ordered[index + 1] ?? null,
  }
}
