import Link from '@/components/IntentLink/IntentLink.client'

export const NOT_FOUND_MESSAGE = 'Sorry, this page can\u2019t be found.'

export function NotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl sm:text-4xl">{NOT_FOUND_MESSAGE}</h1>
      <p className="mt-4 text-muted">
        The address may be mistyped, or the page may have moved. Try the menu or the search.
      </p>
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        <Link href="/" className="rounded border-2 border-navy bg-navy px-5 py-3 font-semibold text-white no-underline hover:bg-navy-dark hover:text-white">
          Back to home
        </Link>
        <Link href="/search" className="rounded border-2 border-navy px-5 py-3 font-semibold text-navy no-underline hover:bg-sky-light">
          Search the site
        </Link>
      </p>
    </div>
  )
}
