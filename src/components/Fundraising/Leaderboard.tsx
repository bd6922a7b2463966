import Link from '@/components/IntentLink/IntentLink.client'
import { formatDollars } from '@/format/money'

type Row = { slug: string; name: string; raisedCents: number; note?: string }

/** A ranked list (top fundraisers, top teams, a team's members), highest first. */
export function Leaderboard({ id, heading, rows, href, empty }: { id: string; heading: string; rows: Row[]; href: (slug: string) => string; empty: string }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-semibold">
        {heading}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3">{empty}</p>
      ) : (
        <ol className="mt-3 list-decimal space-y-2 pl-6" data-testid={id}>
          {rows.map((row) => (
            <li key={row.slug}>
              <Link href={href(row.slug)}>{row.name}</Link>: {formatDollars(Math.floor(row.raisedCents / 100))}
              {row.note && <> ({row.note})</>}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
