import { SEARCH_PATH } from '@/content/paths'
import { SearchBox } from './SearchBox.client'

/**
 * A plain GET form: works without JavaScript, and a new query starts at page one. With
 * JavaScript the field suggests titles while typing (SearchBox).
 */
export function SearchForm({ query }: { query: string }) {
  return (
    <form action={SEARCH_PATH} method="get" role="search" aria-label="Search" className="flex flex-wrap gap-3">
      <SearchBox label="Search the site" defaultValue={query} inputClassName="w-full rounded border-2 border-navy/40 px-4 py-3 text-lg" />
      <button type="submit" className="rounded bg-navy px-6 py-3 font-semibold text-white hover:bg-navy-dark">
        Search
      </button>
    </form>
  )
}
