import { publishedContent } from '@/access/publishedContent'
import { slugField, type CollectionConfig } from 'payload'
import { revalidateCollection } from '@/utilities/revalidateCollection'
import { GRANTS_PATH } from '@/content/paths'
import { CACHE_TAGS } from '@/content/cacheTags'

const revalidate = revalidateCollection({ tags: [CACHE_TAGS.grants], paths: () => [GRANTS_PATH] })

/** A researcher or project funded by a grant; added to a grant year. */
export const Grantees: CollectionConfig = {
  slug: 'grantees',
  access: publishedContent,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'projectTitle', '_status'] },
  fields: [
    { name: 'title', type: 'text', required: true, label: 'Name' },
    { name: 'projectTitle', type: 'text', label: 'Title', admin: { description: 'Role, institution or project title shown under the name.' } },
    { name: 'description', type: 'textarea', label: 'Bio', admin: { description: 'Shown on the card on hover and keyboard focus.' } },
    { name: 'picture', type: 'upload', relationTo: 'media', label: 'Portfolio picture' },
    slugField({ position: 'sidebar' }),
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  versions: { drafts: { schedulePublish: false }, maxPerDoc: 10 },
}
