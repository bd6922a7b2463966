import { publishedContent } from '@/access/publishedContent'
import { slugField, type CollectionConfig } from 'payload'
import { revalidateCollection } from '@/utilities/revalidateCollection'
import { GRANTS_PATH } from '@/content/paths'
import { CACHE_TAGS } from '@/content/cacheTags'

const revalidate = revalidateCollection({ tags: [CACHE_TAGS.grants], paths: () => [GRANTS_PATH] })

/** One year's round of research grants; the Grants page lists years newest first. */
export const GrantYears: CollectionConfig = {
  slug: 'grant-years',
  labels: { singular: 'Grant year', plural: 'Grant years' },
  access: publishedContent,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'year', '_status'] },
  defaultSort: '-year',
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'For example “2023 Grant Recipients”.' } },
    { name: 'year', type: 'number', required: true, index: true, min: 1990, max: 2200, admin: { description: 'Orders the years, newest first.' } },
    { name: 'description', type: 'textarea' },
    {
      name: 'grantees',
      type: 'relationship',
      relationTo: 'grantees',
      hasMany: true,
      admin: { description: 'In the order they are shown.' },
    },
    slugField({ position: 'sidebar', useAsSlug: 'name' }),
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  versions: { drafts: { schedulePublish: false }, maxPerDoc: 10 },
}
