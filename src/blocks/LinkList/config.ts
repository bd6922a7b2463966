import type { Block } from 'payload'
import { linkUrlField } from '../shared/linkUrl'

export const LinkListBlock: Block = {
  slug: 'linkList',
  interfaceName: 'LinkListBlock',
  labels: { singular: 'List of links', plural: 'Lists of links' },
  admin: { disableBlockName: true },
  fields: [
    { name: 'heading', type: 'text', required: true },
    {
      name: 'links',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Link', plural: 'Links' },
      fields: [
        { name: 'label', type: 'text', required: true },
        linkUrlField(),
        { name: 'description', type: 'textarea', admin: { description: 'Optional: one sentence on what the reader will find there.' } },
      ],
    },
  ],
}
