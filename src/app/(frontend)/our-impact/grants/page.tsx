import { BreadcrumbJsonLd } from '@/components/BreadcrumbJsonLd'
import type { Metadata } from 'next'
import { contentMetadata } from '@/content/metadata'
import { FileLink } from '@/components/FileLink'
import { AboutOurGrants } from '@/components/Grants/AboutOurGrants'
import { APPLY_ID } from '@/components/Grants/applyId'
import { GrantYearSection } from '@/components/Grants/GrantYearSection'
import { HowToApply } from '@/components/Grants/HowToApply'
import { HashScroll } from '@/components/HashScroll/HashScroll.client'
import { PageHero } from '@/components/PageHero'
import { GRANTS_PATH } from '@/content/paths'
import { sortGrantYearsNewestFirst } from '@/content/grants'
import { getGrantYears } from '@/collections/GrantYears/queries'
import { getOwnHosts, getSupportAndAbout } from '@/content/globals'

export const metadata: Metadata = contentMetadata({ title: 'Grants', description: 'The prostate cancer research we fund, year by year, and how to apply for a grant.', path: GRANTS_PATH })

export default async function GrantsPage() {
  const [years, about, ownHosts] = await Promise.all([getGrantYears(), getSupportAndAbout(), getOwnHosts()])
  const grants = about.grants
  return (
    <>
      <BreadcrumbJsonLd path={GRANTS_PATH} title="Grants" />
      <PageHero heading="Grants" />
      <HashScroll ids={[APPLY_ID]} smooth />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        <AboutOurGrants grants={grants} ownHosts={ownHosts} />
        {sortGrantYearsNewestFirst(years).map((year) => (
          <GrantYearSection key={year.id} year={year} />
        ))}
        <p>
          <FileLink file={grants?.pastGrants} className="font-bold">
            Past grants, 2003-2017
          </FileLink>
        </p>
        <HowToApply grants={grants} ownHosts={ownHosts} />
      </div>
    </>
  )
}
