import { publishedContent } from '@/access/publishedContent'
import { slugField, type CollectionConfig } from 'payload'
import { pageBlocks } from '@/blocks/config'
import { previewUrl } from '@/utilities/previewUrl'
import { revalidatePage, revalidatePageDelete } from './hooks/revalidatePage'
import { setPath } from './hooks/setPath'
import { heroSlidesField } from './fields/heroSlides'
import { pageListFields } from './fields/pageList'
import { reviewFields } from './fields/review'

export const Pages: CollectionConfig<'pages'> = {
  slug: 'pages',
  access: publishedContent,
  defaultPopulate: { title: true, slug: true, path: true },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    description: 'Every editable page of the site. A page’s address is built from its parent pages and its slug.',
    preview: (doc) => previewUrl(typeof doc.path === 'string' ? doc.path : '/'),
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Hero',
          fields: [
            {
              name: 'hero',
              type: 'group',
              fields: [
                { name: 'heading', type: 'text', admin: { description: 'Shown over the banner. Defaults to the page title.' } },
                { name: 'intro', type: 'textarea' },
                { name: 'image', type: 'upload', relationTo: 'media' },
              ],
            },
            heroSlidesField,
          ],
        },
        {
          label: 'Content',
          fields: [{ name: 'layout', type: 'blocks', blocks: pageBlocks }],
        },
      ],
    },
    slugField({ disableUnique: true, position: 'sidebar' }),
    {
      name: 'path',
      type: 'text',
      index: true,
      unique: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Set from the parents and the slug when saved.' },
      hooks: { beforeChange: [setPath] },
    },
    ...reviewFields,
    ...pageListFields,
  ],
  hooks: {
    afterChange: [revalidatePage],
    afterDelete: [revalidatePageDelete],
  },
  versions: { drafts: { schedulePublish: false }, maxPerDoc: 20 },
}
