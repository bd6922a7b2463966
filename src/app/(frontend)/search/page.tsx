import type { Metadata } from 'next'
import { PageHero } from '@/components/PageHero'
import { SearchForm } from '@/components/Search/SearchForm'
import { SearchResults } from '@/components/Search/SearchResults'
import { contentMetadata } from '@/content/metadata'
import { SEARCH_PATH } from '@/content/paths'
import { searchSite } from '@/search/searchSite'
import { getPayloadClient } from '@/utilities/getPayloadClient'

type SearchParams = Promise<{ value?: string | string[]; page?: string | string[] }>

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { value } = await searchParams
  const query = Array.isArray(value) ? value[0] : value
  // Every query's results share the search page's canonical address, so search engines fold
  // them into one page instead of indexing each query (or being told to index none).
  return contentMetadata({
    title: query ? `Search: ${query}` : 'Search',
    description: 'Search our information pages, events, stories, news, support groups and more.',
    path: SEARCH_PATH,
  })
}

/**
 * Server-rendered site search: a plain GET form (works without JavaScript; a new query has no
 * page parameter, so it starts at page one), the results of src/search, and a pager. A new
 * search (page one) is counted for staff's figures, without anything about the visitor.
 */
export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const response = await searchSite(await getPayloadClient(), params, { record: true })
  const query = response.status === 'empty' ? '' : response.query

  return (
    <>
      <PageHero heading="Search" />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <SearchForm query={query} />
        <SearchResults response={response} />
      </div>
    </>
  )
}
