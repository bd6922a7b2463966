import Image from 'next/image'
import { imageOf } from '@/content/media'
import type { TeamMember } from '@/payload-types'
import { telHref } from '@/utilities/contactHref'

/** A team member: picture, name, designation, contacts, biography and, for a committee, its members. */
export function MemberCard({ member, anchored }: { member: TeamMember; anchored: boolean }) {
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
