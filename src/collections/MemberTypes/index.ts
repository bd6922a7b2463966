import { slugField, type CollectionConfig } from 'payload'
import { publicContent } from '@/access/publicContent'
import { revalidateCollection } from '@/utilities/revalidateCollection'
import { TEAM_PATH } from '@/content/paths'
import { CACHE_TAGS } from '@/content/cacheTags'

const revalidate = revalidateCollection({ tags: [CACHE_TAGS.memberTypes, CACHE_TAGS.team], paths: () => [TEAM_PATH] })

/**
 * Kinds of team member, in a tree: "Staff" holds "Executive Director", "Board" holds "Chair"
 * and "Director", "Committees" holds each committee. The Our Team page groups members under
 * the top of their type's tree, unless the type is marked to form a group of its own.
 */
export const MemberTypes: CollectionConfig = {
  slug: 'member-types',
  labels: { singular: 'Member type', plural: 'Member types' },
  access: publicContent,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'parent', 'order', 'ownGroup'] },
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'member-types',
      admin: { description: 'The broader type this one belongs to (empty for a top-level group).' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
    {
      name: 'ownGroup',
      type: 'checkbox',
      label: 'Shown as a group of its own',
      defaultValue: false,
      admin: { description: 'For example Directors or Medical Advisors: listed under this type’s name rather than its parent’s.' },
    },
    {
      name: 'isCommittee',
      type: 'checkbox',
      label: 'Committee',
      defaultValue: false,
      admin: { description: 'Members of this type are committees: their entry lists the committee’s members.' },
    },
    { name: 'order', type: 'number', defaultValue: 100, admin: { description: 'Groups and members sort by this, smallest first.' } },
    slugField({ position: 'sidebar', useAsSlug: 'name' }),
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
}
