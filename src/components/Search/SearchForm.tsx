import { SEARCH_PATH } from '@/content/paths'

/** A plain GET form: works without JavaScript, and a new query starts at page one. */
export function SearchForm({ query }: { query: string }) {
  return (
    <form action={SEARCH_PATH} method="get" role="search" className="flex flex-wrap gap-3">
      <label htmlFor="search-value" className="sr-only">
        Search the site
      </label>
      <input
        id="search-value"
        name="value"
        type="search"
        required
        defaultValue={query}
        className="min-w-0 flex-1 rounded border-2 border-navy/40 px-4 py-3 text-lg"
      />
      <button type="submit" className="rounded bg-navy px-6 py-3 font-semibold text-white hover:bg-navy-dark">
        Search
      </button>
    </form>
  )
}
