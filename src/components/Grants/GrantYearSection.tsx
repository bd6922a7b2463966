import { GranteeCard } from '@/components/Grants/GranteeCard'
import type { Grantee, GrantYear } from '@/payload-types'

/** One year's grant recipients, as cards in the order the admin set. */
export function GrantYearSection({ year }: { year: GrantYear }) {
  const grantees = (year.grantees ?? []).filter((g): g is Grantee => typeof g === 'object' && g !== null)
  return (
    <section aria-labelledby={`year-${year.id}`} data-testid="grant-year">
      <h2 id={`year-${year.id}`} className="text-2xl">
        {year.name}
      </h2>
      {year.description && <p className="mt-2 max-w-[70ch] whitespace-pre-line">{year.description}</p>}
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {grantees.map((g) => (
          <GranteeCard key={g.id} grantee={g} />
        ))}
      </ul>
    </section>
  )
}
