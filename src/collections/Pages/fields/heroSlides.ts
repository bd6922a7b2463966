import type { ArrayField } from 'payload'

/**
 * The home page's hero carousel: the slides of the page whose address is "/" (spec: slides
 * come from the page whose address matches the current path). Other pages may leave it empty.
 */
export const heroSlidesField: ArrayField = {
  name: 'heroSlides',
  type: 'array',
  labels: { singular: 'Hero slide', plural: 'Hero slides' },
  admin: {
    description: 'The home page shows these as a carousel (the first slide also shows the partner logos).',
    initCollapsed: true,
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'learnMore',
      type: 'text',
      label: 'Learn more link',
      admin: { description: 'Optional: a site path such as /get-support, or a full address.' },
    },
  ],
}
