import { BreadcrumbJsonLd } from '@/components/BreadcrumbJsonLd'
import type { Metadata } from 'next'
import { contentMetadata } from '@/content/metadata'
import { AnnualReportChart } from '@/components/AnnualReport/AnnualReportChart'
import { ReportDownloads } from '@/components/AnnualReport/ReportDownloads'
import { ReportFigures } from '@/components/AnnualReport/ReportFigures'
import { ReportTotals } from '@/components/AnnualReport/ReportTotals'
import { PageHero } from '@/components/PageHero'
import { ANNUAL_REPORT_PATH } from '@/content/paths'
import { summariseReport } from '@/content/annualReport'
import { getAnnualReport } from '@/content/globals'

export const metadata: Metadata = contentMetadata({ title: 'Annual Report', description: 'Where our money came from and how it was used, with our annual reports to download.', path: ANNUAL_REPORT_PATH })

export default async function AnnualReportPage() {
  const report = await getAnnualReport()
  const summary = summariseReport({
    revenue: report.revenue ?? [],
    allocation: report.allocation ?? [],
    expenses: report.expenses ?? [],
  })
  return (
    <>
      <BreadcrumbJsonLd path={ANNUAL_REPORT_PATH} title="Annual Report" />
      <PageHero heading="Annual Report" intro={report.intro} />
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-10">
        <ReportTotals year={report.year} summary={summary} />
        <AnnualReportChart revenue={summary.revenueShares} uses={summary.useShares} />
        <ReportFigures year={report.year} summary={summary} />
        <ReportDownloads reports={report.reports} />
      </div>
    </>
  )
}
