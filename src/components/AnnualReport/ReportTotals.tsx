import type { ReportSummary } from '@/content/annualReport'
import { formatDollars } from '@/format/money'

/** The year at a glance: revenue, what was spent, and the excess (or the shortfall). */
export function ReportTotals({ year, summary }: { year: number; summary: ReportSummary }) {
  return (
    <section aria-labelledby="totals-heading">
      <h2 id="totals-heading" className="mb-4 text-2xl">
        {year} at a glance
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3" data-testid="annual-report-totals">
        <div className="rounded-lg bg-sky-light p-4">
          <dt>Total revenue</dt>
          <dd className="text-2xl font-bold text-navy" data-testid="total-revenue">
            {formatDollars(summary.totalRevenue)}
          </dd>
        </div>
        <div className="rounded-lg bg-sky-light p-4">
          <dt>Total allocation and expenses</dt>
          <dd className="text-2xl font-bold text-navy" data-testid="total-spending">
            {formatDollars(summary.totalSpending)}
          </dd>
        </div>
        <div className="rounded-lg bg-sky-light p-4">
          <dt>{summary.excessRevenue >= 0 ? 'Excess revenue' : 'Shortfall'}</dt>
          <dd className="text-2xl font-bold text-navy" data-testid="excess-revenue">
            {formatDollars(Math.abs(summary.excessRevenue))}
          </dd>
        </div>
      </dl>
    </section>
  )
}
