import { BreadcrumbJsonLd } from '@/components/BreadcrumbJsonLd'
import type { Metadata } from 'next'
import { contentMetadata } from '@/content/metadata'
import { FileLink } from '@/components/FileLink'
import { HashScroll } from '@/components/HashScroll/HashScroll.client'
import { PageHero } from '@/components/PageHero'
import { TeamGroups } from '@/components/Team/TeamGroups'
import { TeamGroupsNav } from '@/components/Team/TeamGroupsNav'
import { TEAM_PATH } from '@/content/paths'
import { groupTeamMembers } from '@/content/team'
import { getTeam } from '@/collections/TeamMembers/queries'
import { getSupportAndAbout } from '@/content/globals'

export const metadata: Metadata = contentMetadata({ title: 'Our Team', description: 'Our staff, board of directors, medical advisors and committees.', path: TEAM_PATH })

export default async function OurTeamPage() {
  const [{ members, types }, about] = await Promise.all([getTeam(), getSupportAndAbout()])
  const groups = groupTeamMembers(members, types)
  const slugs = members.map((m) => m.slug).filter((s): s is string => Boolean(s))
  return (
    <>
      <BreadcrumbJsonLd path={TEAM_PATH} title="Our Team" />
      <PageHero heading="Our Team" intro={about.team?.intro} />
      <HashScroll ids={slugs} offset={16} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <TeamGroupsNav groups={groups} />
        <p className="mb-10">
          <FileLink file={about.team?.orgChart} className="font-bold">
            View our organizational chart
          </FileLink>
        </p>
        <TeamGroups groups={groups} />
      </div>
    </>
  )
}
