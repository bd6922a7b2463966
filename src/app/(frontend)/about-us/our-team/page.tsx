import { BreadcrumbJsonLd } from '@/components/BreadcrumbJsonLd'
import type { Metadata } from 'next'
import { contentMetadata } from '@/content/metadata'
import Image from 'next/image'
import { FileLink } from '@/components/FileLink'
import { HashScroll } from '@/components/HashScroll/HashScroll.client'
import { PageHero } from '@/components/PageHero'
import { TEAM_PATH } from '@/content/paths'
import { groupTeamMembers, type TeamGroup } from '@/content/team'
import type { TeamMember } from '@/payload-types'
import { imageOf } from '@/content/media'
import { telHref } from '@/utilities/contactHref'
import { getSupportAndAbout } from '@/content/globals'
import { getTeam } from '@/collections/TeamMembers/queries'

export const metadata: Metadata = contentMetadata({ title: 'Our Team', description: 'Our staff, board of directors, medical advisors and committees.', path: TEAM_PATH })

/** A group's heading: plural for the kinds that name one person ("Director" → "Directors"). */
const groupHeading = (group: TeamGroup<TeamMember>) =>
  group.type.ownGroup && !/s$/i.test(group.type.name) ? `${group.type.name}s` : group.type.name

function MemberCard({ member, anchored }: { member: TeamMember; anchored: boolean }) {
  // A member listed in two groups gets the address (id) on the first card only.
  const id = anchored && member.slug ? member.slug : undefined
  const picture = imageOf(member.profilePicture, 'thumbnail')
  const committee = member.committeeMembers ?? []
  return (
    <article
      id={id}
      aria-label={member.title}
      className="scroll-mt-4 rounded-lg border border-navy/15 bg-white p-5 shadow-sm outline-none target:ring-4 target:ring-donate"
    >
      <div className="flex items-start gap-4">
        {picture && (
          <Image src={picture.src} alt="" width={96} height={96} className="size-24 shrink-0 rounded-full object-cover" />
        )}
        <div>
          <h3 className="text-xl">
            {member.title}
          </h3>
          {member.professionalDesignation && <p className="text-base text-muted">{member.professionalDesignation}</p>}
          {(member.email || member.tel) && (
            <p className="mt-1 text-base">
              {member.email && <a href={`mailto:${member.email}`}>{member.email}</a>}
              {member.email && member.tel && ' · '}
              {member.tel && <a href={telHref(member.tel)}>{member.tel}</a>}
            </p>
          )}
        </div>
      </div>
      {member.biography && <p className="mt-4 whitespace-pre-line">{member.biography}</p>}
      {committee.length > 0 && (
        <div className="mt-4">
          <h4 className="text-base">Committee members</h4>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {committee.map((person) => (
              <li key={person.id ?? person.name}>
                {person.name}
                {person.title && <span className="text-muted">, {person.title}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  )
}

export default async function OurTeamPage() {
  const [{ members, types }, about] = await Promise.all([getTeam(), getSupportAndAbout()])
  const groups = groupTeamMembers(members, types)
  const anchored = new Set<string>()
  const takeAnchor = (member: TeamMember) => {
    if (!member.slug || anchored.has(member.slug)) return false
    anchored.add(member.slug)
    return true
  }
  const slugs = members.map((m) => m.slug).filter((s): s is string => Boolean(s))
  return (
    <>
      <BreadcrumbJsonLd path={TEAM_PATH} title="Our Team" />
      <PageHero heading="Our Team" intro={about.team?.intro} />
      <HashScroll ids={slugs} offset={16} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <nav aria-label="Team groups" className="mb-8">
          <ul className="flex flex-wrap gap-3">
            {groups.map((group) => (
              <li key={group.type.id}>
                <a href={`#group-${group.anchor}`} className="inline-block rounded-full border border-navy/30 px-4 py-1">
                  {groupHeading(group)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mb-10">
          <FileLink file={about.team?.orgChart} className="font-bold">
            View our organizational chart
          </FileLink>
        </p>
        <div className="space-y-12">
          {groups.map((group) => (
            <section key={group.type.id} aria-labelledby={`group-${group.anchor}`}>
              <h2 id={`group-${group.anchor}`} className="mb-6 text-2xl">
                {groupHeading(group)}
              </h2>
              <div className="grid gap-6 md:grid-cols-2">
                {group.members.map((member) => (
                  <MemberCard key={member.id} member={member} anchored={takeAnchor(member)} />
                ))}
              </div>
            </section>
          ))}
          {!groups.length && <p>Our team listing is being updated.</p>}
        </div>
      </div>
    </>
  )
}
