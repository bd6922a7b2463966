import { BreadcrumbJsonLd } from '@/components/BreadcrumbJsonLd'
import type { Metadata } from 'next'
import { contentMetadata } from '@/content/metadata'
import Image from 'next/image'
import Link from 'next/link'
import { FileLink } from '@/components/FileLink'
import { PageHero } from '@/components/PageHero'
import { RichText } from '@/components/RichText'
import { SmartLink } from '@/components/SmartLink'
import { ANNUAL_REPORT_PATH, MISSION_PATH } from '@/content/paths'
import { formatDollars } from '@/format/money'
import { summariseReport } from '@/content/annualReport'
import { imageOf } from '@/content/media'
import { getSupportAndAbout, getAnnualReport, getOwnHosts } from '@/content/globals'

export const metadata: Metadata = contentMetadata({ title: 'Our Mission', description: 'Why we exist, who we work with, and how we have grown since 1997.', path: MISSION_PATH })

export default async function MissionPage() {
  const [about, report, ownHosts] = await Promise.all([getSupportAndAbout(), getAnnualReport(), getOwnHosts()])
  const mission = about.mission
  const partners = mission?.partners ?? []
  const summary = summariseReport({ revenue: report.revenue ?? [], allocation: report.allocation ?? [], expenses: report.expenses ?? [] })
  return (
    <>
      <BreadcrumbJsonLd path={MISSION_PATH} title="Our Mission" />
      <PageHero heading="Our Mission" />
      <div className="mx-auto max-w-5xl space-y-12 px-4 py-10">
        <RichText data={mission?.intro} ownHosts={ownHosts} />

        {partners.length > 0 && (
          <section aria-labelledby="partners-heading">
            <h2 id="partners-heading" className="mb-6 text-2xl">
              Our partners
            </h2>
            <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3" data-testid="partner-logos">
              {partners.map((partner, i) => {
                const logo = imageOf(partner.logo, 'thumbnail')
                const img = logo ? (
                  <Image src={logo.src} alt={partner.name} width={logo.width} height={logo.height} className="mx-auto h-20 w-auto object-contain" />
                ) : (
                  <span>{partner.name}</span>
                )
                return (
                  <li key={partner.id ?? i} className="flex items-center justify-center rounded-lg border border-navy/10 p-4">
                    {partner.url ? <SmartLink href={partner.url}>{img}</SmartLink> : img}
                  </li>
                )
              })}
            </ul>
          </section>
        )}

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

        <section aria-labelledby="report-teaser-heading" className="rounded-lg bg-sky-light p-6">
          <h2 id="report-teaser-heading" className="text-2xl">
            Annual report {report.year}
          </h2>
          {mission?.annualReportTeaser && <p className="mt-3">{mission.annualReportTeaser}</p>}
          {summary.totalRevenue > 0 && (
            <p className="mt-3">
              Total revenue in {report.year}: <strong>{formatDollars(summary.totalRevenue)}</strong>.
            </p>
          )}
          <p className="mt-3">
            <Link href={ANNUAL_REPORT_PATH} className="font-bold">
              See the annual report
            </Link>
          </p>
        </section>
      </div>
    </>
  )
}
