import Link from '@/components/IntentLink/IntentLink.client'
import { ANNUAL_REPORT_PATH } from '@/content/paths'
import { formatDollars } from '@/format/money'

/** A short pointer to the annual report: the editor's teaser and the year's total revenue. */
export function AnnualReportTeaser({ year, teaser, totalRevenue }: { year: number; teaser?: string | null; totalRevenue: number }) {
  return (
    <section aria-labelledby="report-teaser-heading" className="rounded-lg bg-sky-light p-6">
      <h2 id="report-teaser-heading" className="text-2xl">
        Annual report {year}
      </h2>
      {teaser && <p className="mt-3">{teaser}</p>}
      {totalRevenue > 0 && (
        <p className="mt-3">
          Total revenue in {year}: <strong>{formatDollars(totalRevenue)}</strong>.
        </p>
      )}
      <p className="mt-3">
        <Link href={ANNUAL_REPORT_PATH} className="font-bold">
          See the annual report
        </Link>
      </p>
    </section>
  )
}
