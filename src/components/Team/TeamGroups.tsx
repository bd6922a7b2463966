import { MemberCard } from '@/components/Team/MemberCard'
import { teamGroupHeading, type TeamGroup } from '@/content/team'
import type { TeamMember } from '@/payload-types'

/** Every group with its members' cards, or a note while the listing is empty. */
export function TeamGroups({ groups }: { groups: TeamGroup<TeamMember>[] }) {
  // Only the first card of a member in several groups carries their id, so ids stay unique.
  const anchored = new Set<string>()
  const takeAnchor = (member: TeamMember) => {
    if (!member.slug || anchored.has(member.slug)) return false
    anchored.add(member.slug)
    return true
  }
  return (
    <div className="space-y-12">
      {groups.map((group) => (
        <section key={group.type.id} aria-labelledby={`group-${group.anchor}`}>
          <h2 id={`group-${group.anchor}`} className="mb-6 text-2xl">
            {teamGroupHeading(group)}
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
  )
}
