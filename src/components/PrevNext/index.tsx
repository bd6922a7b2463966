import Link from '@/components/IntentLink/IntentLink.client'

type Target = { title: string; href: string } | null

/** Previous and Next links between posts; the caller wraps around the list. */
export function PrevNext({ previous, next, label }: { previous: Target; next: Target; label: string }) {
  if (!previous && !next) return null
  return (
    <nav aria-label={label} className="mt-12 flex flex-wrap justify-between gap-4 border-t border-sky-light pt-6" data-testid="prev-next">
      {previous ? (
        <Link href={previous.href} rel="prev" className="max-w-[45%]">
          <span className="block text-base font-semibold text-muted">Previous</span>
          {previous.title}
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link href={next.href} rel="next" className="max-w-[45%] text-right">
          <span className="block text-base font-semibold text-muted">Next</span>
          {next.title}
        </Link>
      )}
    </nav>
  )
}
