import type { Block } from 'payload'
import { panelTextEditor } from '../shared/editors'

export const AccordionBlock: Block = {
  slug: 'accordion',
  interfaceName: 'AccordionBlock',
  labels: { singular: 'Accordion', plural: 'Accordions' },
  admin: { disableBlockName: true },
  fields: [
    {
      name: 'heading',
      type: 'text',
      admin: { description: 'Optional heading above the questions, for example "PSA test FAQ".' },
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Item', plural: 'Items' },
      admin: {
        description: 'Visitors open one item at a time; opening another closes the one that was open.',
        initCollapsed: true,
      },
      fields: [
        { name: 'title', type: 'text', required: true, admin: { description: 'The question or topic shown on the button.' } },
        { name: 'content', type: 'richText', required: true, editor: panelTextEditor },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          filterOptions: { mimeType: { contains: 'image' } },
          admin: { description: 'Optional: a picture or chart shown under the answer (its alt text is set in the media library).' },
        },
      ],
    },
  ],
}
