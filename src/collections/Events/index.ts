import { publishedContent } from '@/access/publishedContent'
import { slugField, type CollectionConfig } from 'payload'
import { EVENTS_PATH, eventPath } from '@/content/paths'
import { galleryField } from '@/fields/gallery'
import type { Event } from '@/payload-types'
import { previewUrl } from '@/utilities/previewUrl'
import { revalidateCollection } from '@/utilities/revalidateCollection'
import { CACHE_TAGS } from '@/content/cacheTags'

const revalidate = revalidateCollection<Event>({
  tags: [CACHE_TAGS.events],
  paths: (doc) => ['/', EVENTS_PATH, doc.slug ? eventPath(doc.slug) : null],
})

/** Events (walks, rides, tournaments): listed at /get-involved/find-an-event; the home page shows the next three. */
export const Events: CollectionConfig<'events'> = {
  slug: 'events',
  access: publishedContent,
  defaultSort: 'date',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'location', '_status'],
    preview: (doc) => previewUrl(eventPath(String(doc.slug ?? ''))),
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'date',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' }, description: 'The day of the event.' },
    },
    { name: 'location', type: 'text', admin: { description: 'Where it takes place, e.g. "Stanley Park, Vancouver".' } },
    { name: 'featuredImage', type: 'upload', relationTo: 'media', admin: { description: 'The card picture and the banner.' } },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'description', type: 'richText' },
    { name: 'website', type: 'text', admin: { description: 'Optional: the event’s own website.' } },
    galleryField(),
    slugField({ position: 'sidebar' }),
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  versions: { drafts: { schedulePublish: false }, maxPerDoc: 20 },
}
