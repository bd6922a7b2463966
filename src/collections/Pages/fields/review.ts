import type { Field } from 'payload'
import { linkUrlField } from '@/blocks/shared/linkUrl'

/**
 * When the page's medical content was last checked, and what it was checked against. Shown at
 * the end of the page (src/components/ReviewFooter) so readers can judge how current it is.
 * Both are optional: pages that give no health information leave them empty.
 */
export const reviewFields: Field[] = [
  {
    name: 'lastReviewed',
    label: 'Last reviewed',
    type: 'date',
    admin: {
      position: 'sidebar',
      date: { pickerAppearance: 'dayOnly', displayFormat: 'MMMM d, yyyy' },
      description: 'The day the content was last checked. Shown at the end of the page.',
    },
  },
  {
    name: 'sources',
    type: 'array',
    labels: { singular: 'Source', plural: 'Sources' },
    admin: {
      initCollapsed: true,
      description: 'Where the information on this page comes from. Listed at the end of the page.',
    },
    fields: [
      { name: 'title', type: 'text', required: true, admin: { description: 'For example "Canadian Cancer Society".' } },
      linkUrlField(),
    ],
  },
]
