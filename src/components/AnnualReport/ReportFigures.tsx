import type { ReportSummary, ShareRow } from '@/content/annualReport'
import { formatDollars } from '@/format/money'

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

/** The year's figures as one table: each line item under its total, shares of revenue beside them. */
export function ReportFigures({ year, summary: s }: { year: number; summary: ReportSummary }) {
  const share = (label: string) => s.useShares.find((u) => u.label === label)?.share
  return (
    <section aria-labelledby="figures-heading">
      <h2 id="figures-heading" className="mb-4 text-2xl">
        {year} figures
      </h2>
      <div>
        <table className="w-full border-collapse text-base">
          <caption className="sr-only">
            Revenue, allocation and expenses for {year}, with each line’s share of total revenue
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
  )
}
