import { publishedContent } from '@/access/publishedContent'
import { slugField, type CollectionConfig } from 'payload'
import { revalidateCollection } from '@/utilities/revalidateCollection'
import { TEAM_PATH } from '@/content/paths'
import { CACHE_TAGS } from '@/content/cacheTags'

const revalidate = revalidateCollection({ tags: [CACHE_TAGS.team], paths: () => [TEAM_PATH] })

/** Staff, board members, directors, medical advisors and committees (a committee lists its members). */
export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  labels: { singular: 'Team member', plural: 'Team members' },
  access: publishedContent,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'memberTypes', 'order', '_status'],
    description: 'Listed on Our Team; the address /about-us/our-team#{slug} scrolls to the member.',
  },
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, label: 'Name (or committee name)' },
    {
      name: 'memberTypes',
      type: 'relationship',
      relationTo: 'member-types',
      hasMany: true,
      required: true,
      label: 'Member types',
    },
    { name: 'professionalDesignation', type: 'text', label: 'Role or professional designation' },
    { name: 'biography', type: 'textarea' },
    { name: 'profilePicture', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', admin: { width: '50%' } },
        { name: 'tel', type: 'text', label: 'Telephone', admin: { width: '50%' } },
      ],
    },
    {
      name: 'committeeMembers',
      type: 'array',
      labels: { singular: 'Committee member', plural: 'Committee members' },
      admin: { description: 'For a committee: the people on it.', initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, admin: { width: '50%' } },
            { name: 'title', type: 'text', admin: { width: '50%', description: 'Optional, e.g. Chair.' } },
          ],
        },
      ],
    },
    { name: 'order', type: 'number', defaultValue: 100, admin: { position: 'sidebar', description: 'Smallest first within a group.' } },
    slugField({ position: 'sidebar' }),
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  versions: { drafts: { schedulePublish: false }, maxPerDoc: 10 },
}
