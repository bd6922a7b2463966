import type { GlobalConfig } from 'payload'
import { editors } from '@/access/editors'

/**
 * What staff tune about search: the thesaurus of words that mean the same (everyday words and
 * the pages' words), and the pages offered when a search finds nothing. The search index plugin (src/search/plugin.ts) applies a save at once.
 */
export const SearchSettings: GlobalConfig = {
  slug: 'search-settings',
  label: 'Search settings',
  admin: { group: 'Search' },
  access: { read: editors, update: editors },
  fields: [
    {
      name: 'synonyms',
      label: 'Thesaurus',
      type: 'array',
      labels: { singular: 'Thesaurus line', plural: 'Thesaurus: everyday words' },
      admin: {
        // Hundreds of lines: each a row named by its words, opened to edit.
        initCollapsed: true,
        components: { RowLabel: '@/components/admin/ThesaurusLineLabel.client#ThesaurusLineLabel' },
        description:
          'Words or phrases that mean the same to a visitor, separated by commas: the everyday words first, then the words our pages use, for example “erection problems, erectile dysfunction, sexual function”. A search for any of them finds the others. Small words such as “in”, “my” or “the” are ignored inside a phrase. Changes apply to the next search.',
      },
      fields: [{ name: 'words', label: 'Words', type: 'text', required: true, maxLength: 300 }],
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
