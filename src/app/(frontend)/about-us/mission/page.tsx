import { BreadcrumbJsonLd } from '@/components/BreadcrumbJsonLd'
import type { Metadata } from 'next'
import { contentMetadata } from '@/content/metadata'
import { AnnualReportTeaser } from '@/components/AnnualReport/AnnualReportTeaser'
import { FileLink } from '@/components/FileLink'
import { OurPartners } from '@/components/Mission/OurPartners'
import { PageHero } from '@/components/PageHero'
import { RichText } from '@/components/RichText'
import { MISSION_PATH } from '@/content/paths'
import { summariseReport } from '@/content/annualReport'
import { getAnnualReport, getOwnHosts, getSupportAndAbout } from '@/content/globals'

export const metadata: Metadata = contentMetadata({ title: 'Our Mission', description: 'Why we exist, who we work with, and how we have grown since 1997.', path: MISSION_PATH })

export default async function MissionPage() {
  const [about, report, ownHosts] = await Promise.all([getSupportAndAbout(), getAnnualReport(), getOwnHosts()])
  const mission = about.mission
  const summary = summariseReport({ revenue: report.revenue ?? [], allocation: report.allocation ?? [], expenses: report.expenses ?? [] })
  return (
    <>
      <BreadcrumbJsonLd path={MISSION_PATH} title="Our Mission" />
      <PageHero heading="Our Mission" />
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-10">
        <RichText data={mission?.intro} ownHosts={ownHosts} />

        <OurPartners partners={mission?.partners} />

        {mission?.history && (
          <section aria-labelledby="history-heading">
            <h2 id="history-heading" className="mb-4 text-2xl">
              Our history
            </h2>
            <RichText data={mission.history} ownHosts={ownHosts} />
            <p className="mt-4">
              <FileLink file={mission.timeline} className="font-bold">
                Read our timeline
              </FileLink>
            </p>
          </section>
        )}

        <AnnualReportTeaser year={report.year} teaser={mission?.annualReportTeaser} totalRevenue={summary.totalRevenue} />
      </div>
    </>
  )
}
