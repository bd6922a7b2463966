import { BreadcrumbJsonLd } from '@/components/BreadcrumbJsonLd'
import type { Metadata } from 'next'
import { contentMetadata } from '@/content/metadata'
import { HashScroll } from '@/components/HashScroll/HashScroll.client'
import { PageHero } from '@/components/PageHero'
import { GroupsByTown } from '@/components/SupportGroups/GroupsByTown'
import { SupportGroupEntry } from '@/components/SupportGroups/SupportGroupEntry'
import { FIND_A_GROUP_PATH } from '@/content/paths'
import { getSupportGroups } from '@/collections/SupportGroups/queries'
import { FIND_A_GROUP_INTRO } from '@/content/pageIntros'

export const metadata: Metadata = contentMetadata({ title: 'Find a Support Group', description: 'Every support group with its meeting time and place, contacts and languages.', path: FIND_A_GROUP_PATH })

export default async function FindAGroupPage() {
  const groups = await getSupportGroups()
  const slugs = groups.map((g) => g.slug).filter((s): s is string => Boolean(s))
  return (
    <>
      <BreadcrumbJsonLd path={FIND_A_GROUP_PATH} title="Find a Support Group" />
      <PageHero heading="Find a Support Group" intro={FIND_A_GROUP_INTRO} />
      <HashScroll ids={slugs} offset={16} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <GroupsByTown groups={groups} />
        <div className="space-y-8">
          {groups.map((group) => (
            <SupportGroupEntry key={group.id} group={group} />
          ))}
          {!groups.length && <p>Our list of support groups is being updated.</p>}
        </div>
      </div>
    </>
  )
}
