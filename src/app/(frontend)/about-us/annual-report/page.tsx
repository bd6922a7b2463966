import { BreadcrumbJsonLd } from '@/components/BreadcrumbJsonLd'
import type { Metadata } from 'next'
import { contentMetadata } from '@/content/metadata'
import { AnnualReportChart } from '@/components/AnnualReportChart'
import { PageHero } from '@/components/PageHero'
import { ANNUAL_REPORT_PATH } from '@/content/paths'
import { formatDollars } from '@/format/money'
import { summariseReport, type ShareRow } from '@/content/annualReport'
import { fileUrl } from '@/content/media'
import { getAnnualReport } from '@/content/globals'

export const metadata: Metadata = contentMetadata({ title: 'Annual Report', description: 'Where our money came from and how it was used, with our annual reports to download.', path: ANNUAL_REPORT_PATH })

function ItemRows({ rows }: { rows: ShareRow[] }) {
  return rows.map((row) => (
    <tr key={row.label} className="border-t border-navy/10">
      <th scope="row" className="py-2 pl-6 text-left font-normal">
        {row.label}
      </th>
      <td className="py-2 text-right">{row.share}%</td>
      <td className="py-2 text-right">{formatDollars(row.amount)}</td>
    </tr>
  ))
}

function TotalRow({ label, amount, share, testId }: { label: string; amount: number; share?: number; testId: string }) {
  return (
    <tr className="border-t-2 border-navy/30 font-bold" data-testid={testId}>
      <th scope="row" className="py-2 text-left">
        {label}
      </th>
      <td className="py-2 text-right">{share != null ? `${share}%` : ''}</td>
      <td className="py-2 text-right">{formatDollars(amount)}</td>
    </tr>
  )
}

export default async function AnnualReportPage() {
  const report = await getAnnualReport()
  const s = summariseReport({
    revenue: report.revenue ?? [],
    allocation: report.allocation ?? [],
    expenses: report.expenses ?? [],
  })
  const share = (label: string) => s.useShares.find((u) => u.label === label)?.share
  const reports = [...(report.reports ?? [])]
    .map((r) => ({ year: r.year, href: fileUrl(r.file) ?? r.url ?? null, id: r.id }))
    .filter((r) => r.href)
    .sort((a, b) => b.year - a.year)
  return (
    <>
      <BreadcrumbJsonLd path={ANNUAL_REPORT_PATH} title="Annual Report" />
      <PageHero heading="Annual Report" intro={report.intro} />
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-10">
        <section aria-labelledby="totals-heading">
          <h2 id="totals-heading" className="mb-4 text-2xl">
            {report.year} at a glance
          </h2>
          <dl className="grid gap-4 sm:grid-cols-3" data-testid="annual-report-totals">
            <div className="rounded-lg bg-sky-light p-4">
              <dt>Total revenue</dt>
              <dd className="text-2xl font-bold text-navy" data-testid="total-revenue">
                {formatDollars(s.totalRevenue)}
              </dd>
            </div>
            <div className="rounded-lg bg-sky-light p-4">
              <dt>Total allocation and expenses</dt>
              <dd className="text-2xl font-bold text-navy" data-testid="total-spending">
                {formatDollars(s.totalSpending)}
              </dd>
            </div>
            <div className="rounded-lg bg-sky-light p-4">
              <dt>{s.excessRevenue >= 0 ? 'Excess revenue' : 'Shortfall'}</dt>
              <dd className="text-2xl font-bold text-navy" data-testid="excess-revenue">
                {formatDollars(Math.abs(s.excessRevenue))}
              </dd>
            </div>
          </dl>
        </section>

        <AnnualReportChart revenue={s.revenueShares} uses={s.useShares} />

        <section aria-labelledby="figures-heading">
          <h2 id="figures-heading" className="mb-4 text-2xl">
            {report.year} figures
          </h2>
          <div>
            <table className="w-full border-collapse text-base">
              <caption className="sr-only">
                Revenue, allocation and expenses for {report.year}, with each line’s share of total revenue
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="py-2 text-left">
                    Item
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Share of revenue
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                <ItemRows rows={s.revenueShares} />
                <TotalRow label="Total revenue" amount={s.totalRevenue} share={100} testId="row-total-revenue" />
                <ItemRows rows={s.itemShares.allocation} />
                <TotalRow label="Allocation" amount={s.totalAllocation} share={share('Allocation')} testId="row-allocation" />
                <ItemRows rows={s.itemShares.expenses} />
                <TotalRow label="Expenses" amount={s.totalExpenses} share={share('Expenses')} testId="row-expenses" />
                <TotalRow label="Total allocation and expenses" amount={s.totalSpending} testId="row-total-spending" />
                <TotalRow
                  label={s.excessRevenue >= 0 ? 'Excess revenue' : 'Shortfall'}
                  amount={Math.abs(s.excessRevenue)}
                  share={s.excessRevenue >= 0 ? share('Excess revenue') : undefined}
                  testId="row-excess"
                />
              </tbody>
            </table>
          </div>
        </section>

        {reports.length > 0 && (
          <section aria-labelledby="reports-heading">
            <h2 id="reports-heading" className="mb-4 text-2xl">
              Annual reports
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="annual-report-links">
              {reports.map((r) => (
                <li key={r.id ?? r.year}>
                  <a href={r.href!}>
                    {r.year} annual report<span className="sr-only"> (PDF)</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  )
}
