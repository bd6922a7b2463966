import Link from '@/components/IntentLink/IntentLink.client'
import type { Page } from '@/payload-types'
import { getSectionPageList } from '@/utilities/getSectionPageList'

const idOf = (value: Page['parent']) => (value && typeof value === 'object' ? value.id : (value ?? null))

/**
 * The section's pages in order with the current one marked, and links to the previous and
 * next page, so a reader can go through the section like the chapters of a booklet. Built from
 * the pages' parent/child tree; shown when the page or its parent has "show a page list" set.
 */
export async function SectionPageList({ page }: { page: Page }) {
  const list = await getSectionPageList(page.id, idOf(page.parent))
  if (!list) return null
  const section = list.entries[0]!
  return (
    <nav aria-label={`Pages in ${section.title}`} data-testid="section-page-list" className="rounded-lg border border-navy/20 p-6">
      <h2 className="text-xl">In this section: {section.title}</h2>
      <ol className="mt-4 space-y-1">
        {list.entries.map((entry, index) => (
          <li key={entry.id} className={index === 0 ? '' : 'pl-4'}>
            {entry.current ? (
              <Link
                href={entry.path}
                aria-current="page"
                className="inline-block min-h-7 border-l-4 border-sky py-0.5 pl-2 font-bold text-navy no-underline"
              >
                {entry.title}
              </Link>
            ) : (
              <Link href={entry.path} className="inline-block min-h-7 py-0.5 pl-3">
                {entry.title}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {(list.previous || list.next) && (
        <div className="mt-6 flex flex-wrap justify-between gap-4 border-t border-navy/20 pt-4">
          {list.previous ? (
            <Link href={list.previous.path} rel="prev" className="font-semibold">
              <span aria-hidden="true">← </span>Previous: {list.previous.title}
            </Link>
          ) : (
            <span />
          )}
          {list.next && (
            <Link href={list.next.path} rel="next" className="font-semibold">
              Next: {list.next.title}
              <span aria-hidden="true"> →</span>
            </Link>
          )}
        </div>
      )}
    </nav>
  )
}
