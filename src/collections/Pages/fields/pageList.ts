import type { Field } from 'payload'

/**
 * A section's page list (src/components/SectionPageList): a page with `listSubpages` set shows
 * itself and its published sub-pages as a list, on itself and on each sub-page, so a reader can
 * move through the section in order. `pageOrder` sets that order.
 */
export const pageListFields: Field[] = [
  {
    name: 'listSubpages',
    label: 'Show a page list of this section',
    type: 'checkbox',
    defaultValue: false,
    admin: {
      position: 'sidebar',
      description: 'Lists this page and its sub-pages at the end of each of them, in order.',
    },
  },
  {
    name: 'pageOrder',
    label: 'Position in the page list',
    type: 'number',
    min: 0,
    admin: {
      position: 'sidebar',
      step: 1,
      description: 'Lower numbers come first among pages with the same parent; pages without a number come last.',
    },
  },
]
