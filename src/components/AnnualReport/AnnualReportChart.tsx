import type { ShareRow } from '@/content/annualReport'

const COLOURS = ['#12284a', '#2f6fb0', '#f3b61f', '#5b7083', '#9fb3c4']

/**
 * One bar of shares (pure SVG, no script): each slice's width is its share. The numbers are
 * in the legend as text, so the picture itself is hidden from screen readers.
 */
function ShareBar({ title, rows }: { title: string; rows: ShareRow[] }) {
  const total = rows.reduce((s, r) => s + r.amount, 0)
  const widths = rows.map((row) => (total > 0 ? (row.amount / total) * 100 : 0))
  const starts = widths.map((_, i) => widths.slice(0, i).reduce((s, w) => s + w, 0))
  return (
    <figure className="space-y-3">
      <figcaption className="text-lg font-bold text-navy">{title}</figcaption>
      <svg viewBox="0 0 100 8" preserveAspectRatio="none" className="h-10 w-full rounded" aria-hidden="true" focusable="false">
        {rows.map((row, i) => (
          <rect key={row.label} x={starts[i]} y={0} width={widths[i]} height={8} fill={COLOURS[i % COLOURS.length]} />
        ))}
      </svg>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-base">
        {rows.map((row, i) => (
          <li key={row.label} className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block size-4 rounded-sm" style={{ background: COLOURS[i % COLOURS.length] }} />
            {row.label}: {row.share}%
          </li>
        ))}
      </ul>
    </figure>
  )
}

export function AnnualReportChart({ revenue, uses }: { revenue: ShareRow[]; uses: ShareRow[] }) {
  return (
    <div className="grid gap-8 md:grid-cols-2" data-testid="annual-report-chart">
      <ShareBar title="Where our revenue came from" rows={revenue} />
      <ShareBar title="How our revenue was used" rows={uses} />
    </div>
  )
}
