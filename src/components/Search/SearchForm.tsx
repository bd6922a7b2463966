import { SearchBox } from './SearchBox.client'

/**
 * The search page's form: a plain GET form (works without JavaScript; a new query starts at
 * page one) that offers titles while typing once the visitor reaches for it.
 */
export function SearchForm({ query }: { query: string }) {
  return <SearchBox place="page" defaultValue={query} />
}
