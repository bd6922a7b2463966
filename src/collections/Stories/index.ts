import { publishedContent } from '@/access/publishedContent'
import { slugField, type CollectionConfig } from 'payload'
import { STORIES_PATH, storyPath } from '@/content/paths'
import { galleryField } from '@/fields/gallery'
import type { Story } from '@/payload-types'
import { previewUrl } from '@/utilities/previewUrl'
import { revalidateCollection } from '@/utilities/revalidateCollection'
import { CACHE_TAGS } from '@/content/cacheTags'

const revalidate = revalidateCollection<Story>({
  tags: [CACHE_TAGS.stories],
  // The home page shows the latest stories; the list and the neighbours' Previous/Next links too.
  paths: (doc) => ['/', STORIES_PATH, doc.slug ? storyPath(doc.slug) : null],
})

/** Patient stories ("He's the reason"): listed at /our-impact/patient-stories, newest first. */
export const Stories: CollectionConfig<'stories'> = {
  slug: 'stories',
  labels: { singular: 'Patient story', plural: 'Patient stories' },
  access: publishedContent,
  defaultSort: '-publishedAt',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'location', 'publishedAt', '_status'],
    preview: (doc) => previewUrl(storyPath(String(doc.slug ?? ''))),
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'location', type: 'text', admin: { description: 'Where he lives, e.g. "Kelowna, BC".' } },
    {
      name: 'excerpt',
      type: 'textarea',
      admin: { description: 'A sentence or two for the story cards. Left empty, the start of the story is used.' },
    },
    { name: 'featuredImage', type: 'upload', relationTo: 'media' },
    {
      name: 'headings',
      type: 'group',
      label: 'Story headings',
      fields: [
        { name: 'subheading', type: 'text' },
        { name: 'headline', type: 'text' },
        { name: 'description', type: 'textarea' },
      ],
    },
    { name: 'content', type: 'richText', label: 'Story' },
    galleryField(),
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', description: 'Stories are listed newest first.' },
    },
    slugField({ position: 'sidebar' }),
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  versions: { drafts: { schedulePublish: false }, maxPerDoc: 20 },
}
