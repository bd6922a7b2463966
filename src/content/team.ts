/**
 * Our Team grouping. Members are grouped under the top of their member type's tree (Staff,
 * Board, Committees …), except for types marked `ownGroup` (Directors, Medical Advisors),
 * which form a group of their own even though they sit under another type.
 */
import { compareText } from '@/format/locale'

export type MemberTypeLike = {
  id: number | string
  name: string
  parent?: number | string | MemberTypeLike | null
  ownGroup?: boolean | null
  isCommittee?: boolean | null
  order?: number | null
}

export type TeamMemberLike = {
  id: number | string
  title: string
  slug?: string | null
  order?: number | null
  memberTypes?: Array<number | string | MemberTypeLike> | null
}

export type TeamGroup<M> = {
  /** The member type the group is named after. */
  type: MemberTypeLike
  /** An id for the group's heading (the type's name as a slug). */
  anchor: string
  isCommittee: boolean
  members: M[]
}

const idOf = (value: number | string | MemberTypeLike | null | undefined) =>
  value == null ? undefined : typeof value === 'object' ? value.id : value

export const slugify = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** The type a member of `typeId` is listed under: itself when `ownGroup`, else its topmost ancestor. */
export function groupTypeFor(typeId: number | string, typesById: Map<string, MemberTypeLike>): MemberTypeLike | undefined {
  let current = typesById.get(String(typeId))
  const seen = new Set<string>()
  while (current) {
    if (current.ownGroup) return current
    const parentId = idOf(current.parent)
    if (parentId == null || seen.has(String(current.id))) return current
    seen.add(String(current.id))
    const parent = typesById.get(String(parentId))
    if (!parent) return current
    current = parent
  }
  return undefined
}

const byOrder = <T extends { order?: number | null }>(name: (t: T) => string) => (a: T, b: T) =>
  (a.order ?? 100) - (b.order ?? 100) || compareText(name(a), name(b))

/**
 * Groups members by the type they are listed under, groups in the types' order, members in
 * their own order then by name. A member with several types appears in each of their groups.
 */
export function groupTeamMembers<M extends TeamMemberLike>(members: M[], types: MemberTypeLike[]): TeamGroup<M>[] {
  const typesById = new Map(types.map((t) => [String(t.id), t]))
  const groups = new Map<string, TeamGroup<M>>()
  for (const member of members) {
    const keys = new Set<string>()
    for (const ref of member.memberTypes ?? []) {
      const id = idOf(ref)
      if (id == null) continue
      const type = groupTypeFor(id, typesById)
      if (!type || keys.has(String(type.id))) continue
      keys.add(String(type.id))
      const own = typesById.get(String(id))
      let group = groups.get(String(type.id))
      if (!group) {
        group = { type, anchor: slugify(type.name), isCommittee: Boolean(type.isCommittee), members: [] }
        groups.set(String(type.id), group)
      }
      if (own?.isCommittee) group.isCommittee = true
      group.members.push(member)
    }
  }
  const sorted = [...groups.values()].sort((a, b) => byOrder<MemberTypeLike>((t) => t.name)(a.type, b.type))
  for (const group of sorted) group.members.sort(byOrder<M>((m) => m.title))
  return sorted
}

/** A group's heading: plural for the kinds that name one person ("Director" → "Directors"). */
export const teamGroupHeading = (group: { type: MemberTypeLike }) =>
  group.type.ownGroup && !/s$/i.test(group.type.name) ? `${group.type.name}s` : group.type.name
