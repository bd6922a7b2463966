/**
 * What the plain search form and the combobox that replaces it share, so that the swap moves
 * nothing on screen: classes per place (site header or the search page) and the submit icon.
 */
export type SearchBoxPlace = 'header' | 'page'

export const SEARCH_BOX_LOOK: Record<SearchBoxPlace, { form: string; field: string; input: string; button: string; popover: string }> = {
  header: {
    form: 'hidden items-stretch rounded bg-white sm:flex',
    field: 'flex',
    input: 'w-36 rounded-l border-0 bg-white px-3 py-2 text-base text-ink placeholder:text-muted md:w-48 lg:w-60',
    button: 'flex w-10 items-center justify-center rounded-r bg-white text-navy hover:bg-sky-light',
    popover: 'w-80 max-w-[90vw]',
  },
  page: {
    form: 'flex flex-wrap gap-3',
    field: 'flex min-w-0 flex-1',
    input: 'min-w-0 flex-1 rounded border-2 border-navy/40 px-4 py-3 text-lg',
    button: 'rounded bg-navy px-6 py-3 font-semibold text-white hover:bg-navy-dark',
    popover: 'w-(--trigger-width)',
  },
}

/** The field's label, the same before and after the combobox loads. */
export const SEARCH_BOX_LABEL = 'Search the site'

/** The submit button's content: the word on the search page, a magnifier (named "Search") in the header. */
export function SearchButtonContent({ place }: { place: SearchBoxPlace }) {
  if (place === 'page') return <>Search</>
  return (
    <>
      <span className="sr-only">Search</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.5">
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="m15.5 15.5 5 5" strokeLinecap="round" />
      </svg>
    </>
  )
}
