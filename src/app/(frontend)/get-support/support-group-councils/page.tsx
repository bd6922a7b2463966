import { BreadcrumbJsonLd } from '@/components/BreadcrumbJsonLd'
import type { Metadata } from 'next'
import { contentMetadata } from '@/content/metadata'
import Link from '@/components/IntentLink/IntentLink.client'
import { PageHero } from '@/components/PageHero'
import { RichText } from '@/components/RichText'
import { COUNCILS_PATH, FIND_A_GROUP_PATH } from '@/content/paths'
import { getSupportAndAbout, getOwnHosts } from '@/content/globals'

export const metadata: Metadata = contentMetadata({ title: 'Support Group Councils', description: 'How support group leaders meet in regional councils to share ideas and help one another.', path: COUNCILS_PATH })

export default async function SupportGroupCouncilsPage() {
  const [about, ownHosts] = await Promise.all([getSupportAndAbout(), getOwnHosts()])
  return (
    <>
      <BreadcrumbJsonLd path={COUNCILS_PATH} title="Support Group Councils" />
      <PageHero heading="Support Group Councils" />
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
        <RichText data={about.supportGroups?.councils} ownHosts={ownHosts} />
        <p>
          <Link href={FIND_A_GROUP_PATH}>Find a support group near you</Link>
        </p>
      </div>
    </>
  )
}
