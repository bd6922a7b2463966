import { publishedContent } from '@/access/publishedContent'
import { slugField, type CollectionConfig } from 'payload'
import { BUTTON_COLORS } from '@/content/buttons'
import { NEWS_PATH, newsPath } from '@/content/paths'
import { galleryField } from '@/fields/gallery'
import type { NewsPost } from '@/payload-types'
import { previewUrl } from '@/utilities/previewUrl'
import { revalidateCollection } from '@/utilities/revalidateCollection'
import { CACHE_TAGS } from '@/content/cacheTags'

const revalidate = revalidateCollection<NewsPost>({
  tags: [CACHE_TAGS.news],
  paths: (doc) => [NEWS_PATH, doc.slug ? newsPath(doc.slug) : null],
})

/** News articles ("Blogs & Articles" at /news), newest first. */
export const NewsPosts: CollectionConfig<'news-posts'> = {
  slug: 'news-posts',
  labels: { singular: 'News post', plural: 'News posts' },
  access: publishedContent,
  defaultSort: '-date',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', '_status'],
    preview: (doc) => previewUrl(newsPath(String(doc.slug ?? ''))),
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'date',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'excerpt',
      type: 'textarea',
      admin: { description: 'For the news cards. Left empty, the start of the article is used.' },
    },
    { name: 'heroImage', type: 'upload', relationTo: 'media', admin: { description: 'The card picture and the banner.' } },
    { name: 'content', type: 'richText' },
    galleryField(),
    {
      name: 'buttons',
      type: 'array',
      admin: { description: 'Optional buttons under the article.', initCollapsed: true },
      fields: [
        { name: 'name', type: 'text', required: true, label: 'Label' },
        { name: 'url', type: 'text', required: true, label: 'Address' },
        {
          name: 'color',
          type: 'select',
          required: true,
          defaultValue: 'lightBlue',
          options: BUTTON_COLORS.map((value) => ({ value, label: value === 'darkBlue' ? 'Dark blue' : 'Light blue' })),
        },
      ],
    },
    slugField({ position: 'sidebar' }),
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  versions: { drafts: { schedulePublish: false }, maxPerDoc: 20 },
}
