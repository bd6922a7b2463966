import type { Metadata } from 'next'
import { PageHero } from '@/components/PageHero'

export const metadata: Metadata = { title: 'Search', description: 'Search the site.', robots: { index: false } }

/**
 * The header and mobile menu lead here. The search box works without JavaScript (a plain GET
 * form); the results come with the site-search work, which reads an index of all content.
 */
export default function SearchPage() {
  return (
    <>
      <PageHero heading="Search" />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <form action="/search" method="get" role="search" className="flex flex-wrap gap-3">
          <label htmlFor="search-value" className="sr-only">
            Search the site
          </label>
          <input
            id="search-value"
            name="value"
            type="search"
            required
            className="min-w-0 flex-1 rounded border-2 border-navy/40 px-4 py-3 text-lg"
          />
          <button type="submit" className="rounded bg-navy px-6 py-3 font-semibold text-white hover:bg-navy-dark">
            Search
          </button>
        </form>
        <p className="mt-6 text-muted">
          Search results are being set up. Until then, the menu at the top of every page lists all our topics.
        </p>
      </div>
    </>
  )
}
