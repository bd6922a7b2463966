import { fileUrl } from '@/content/media'
import type { AnnualReport } from '@/payload-types'

/** Past annual reports, newest first; a year with neither a file nor an address is left out. */
export function ReportDownloads({ reports }: { reports: AnnualReport['reports'] }) {
  const links = [...(reports ?? [])]
    .map((r) => ({ year: r.year, href: fileUrl(r.file) ?? r.url ?? null, id: r.id }))
    .filter((r) => r.href)
    .sort((a, b) => b.year - a.year)
  if (!links.length) return null
  return (
    <section aria-labelledby="reports-heading">
      <h2 id="reports-heading" className="mb-4 text-2xl">
        Annual reports
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="annual-report-links">
        {links.map((r) => (
          <li key={r.id ?? r.year}>
            <a href={r.href!}>
              {r.year} annual report<span className="sr-only"> (PDF)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
