import { teamGroupHeading, type TeamGroup } from '@/content/team'
import type { TeamMember } from '@/payload-types'

/** Links to each group's heading further down the page. */
export function TeamGroupsNav({ groups }: { groups: TeamGroup<TeamMember>[] }) {
  return (
    <nav aria-label="Team groups" className="mb-8">
      <ul className="flex flex-wrap gap-3">
        {groups.map((group) => (
          <li key={group.type.id}>
            <a href={`#group-${group.anchor}`} className="inline-block rounded-full border border-navy/30 px-4 py-1">
              {teamGroupHeading(group)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
