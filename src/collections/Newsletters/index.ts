import { publishedContent } from '@/access/publishedContent'
import { slugField, type CollectionConfig } from 'payload'
import { revalidateCollection } from '@/utilities/revalidateCollection'
import { NEWSLETTERS_PATH } from '@/content/paths'
import { CACHE_TAGS } from '@/content/cacheTags'

const revalidate = revalidateCollection({ tags: [CACHE_TAGS.newsletters], paths: () => [NEWSLETTERS_PATH] })

/** Past issues of the newsletter: each links to its file or web page elsewhere. */
export const Newsletters: CollectionConfig = {
  slug: 'newsletters',
  access: publishedContent,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', '_status'],
    description: 'Shown newest first on the Newsletters page (12 at first, 3 more per click).',
  },
  defaultSort: '-date',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'date', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    {
      name: 'url',
      type: 'text',
      required: true,
      label: 'Link to the issue',
      admin: { description: 'The address of the newsletter (a PDF in the media library or a mailing-list archive page).' },
    },
    { name: 'thumbnail', type: 'upload', relationTo: 'media', label: 'Thumbnail image' },
    slugField({ position: 'sidebar' }),
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  versions: { drafts: { schedulePublish: false }, maxPerDoc: 10 },
}
