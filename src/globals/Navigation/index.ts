import type { Field, GlobalConfig } from 'payload'
import { editorSettings } from '@/access/editorSettings'
import { revalidateGlobal } from '../revalidateGlobal'

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const entryFields: Field[] = [
  { type: 'row', fields: [
    { name: 'label', type: 'text', required: true, admin: { width: '40%' } },
    {
      name: 'slug',
      type: 'text',
      required: true,
      admin: { width: '30%', description: 'The part of the address after the parent, e.g. peer-support.' },
      validate: (v: string | null | undefined) =>
        !v || SLUG_PATTERN.test(v) ? true : 'Lower-case letters, digits and dashes only.',
    },
    {
      name: 'anchor',
      type: 'text',
      admin: { width: '30%', description: 'Optional: a section of the page to jump to (without #).' },
    },
  ] },
]

export const Navigation: GlobalConfig = {
  slug: 'navigation',
  access: editorSettings,
  admin: { description: 'The main menu: six sections, each with second- and third-level entries.' },
  fields: [
    {
      name: 'sections',
      type: 'array',
      maxRows: 8,
      fields: [
        ...entryFields,
        {
          name: 'children',
          type: 'array',
          labels: { singular: 'Second-level entry', plural: 'Second-level entries' },
          fields: [
            ...entryFields,
            {
              // Not "children" again: the SQL adapters name a table's link to its parent after
              // the parent array, so two nested arrays called "children" collide.
              name: 'grandchildren',
              type: 'array',
              labels: { singular: 'Third-level entry', plural: 'Third-level entries' },
              fields: entryFields,
            },
          ],
        },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobal] },
}
