import type { SupportGroup } from '@/payload-types'

/** Links to each group on the page, by town. */
export function GroupsByTown({ groups }: { groups: SupportGroup[] }) {
  if (!groups.length) return null
  return (
    <nav aria-label="Support groups by town" className="mb-10">
      <ul className="flex flex-wrap gap-3">
        {groups.map((g) => (
          <li key={g.id}>
            <a href={`#${g.slug}`} className="inline-block rounded-full border border-navy/30 px-4 py-1">
              {g.city}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
