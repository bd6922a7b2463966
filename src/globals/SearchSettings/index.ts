import type { GlobalConfig } from 'payload'
import { editors } from '@/access/editors'

/**
 * What staff tune about search: words that mean the same, and the pages offered when a search
 * finds nothing. The search index plugin (src/search/plugin.ts) applies a save at once.
 */
export const SearchSettings: GlobalConfig = {
  slug: 'search-settings',
  label: 'Search settings',
  admin: { group: 'Search' },
  access: { read: editors, update: editors },
  fields: [
    {
      name: 'synonyms',
      type: 'array',
      labels: { singular: 'Group of synonyms', plural: 'Synonyms' },
      admin: {
        description:
          'Words or phrases that mean the same to a visitor, separated by commas, for example “PSA, prostate-specific antigen”. A search for any of them finds the others.',
      },
      fields: [{ name: 'words', type: 'text', required: true, maxLength: 300 }],
    },
    {
      name: 'staffPicks',
      label: 'Pages offered when a search finds nothing',
      type: 'relationship',
      relationTo: 'pages',
      hasMany: true,
      maxRows: 3,
      admin: { description: 'Up to three pages most visitors find useful. Only published pages are shown.' },
    },
  ],
}
