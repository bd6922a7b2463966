import type { Block } from 'payload'
import { panelTextEditor } from '../shared/editors'

export const ReadMoreBlock: Block = {
  slug: 'readMore',
  interfaceName: 'ReadMoreBlock',
  labels: { singular: 'Read more section', plural: 'Read more sections' },
  admin: { disableBlockName: true },
  fields: [
    { name: 'heading', type: 'text', required: true },
    {
      name: 'summary',
      type: 'textarea',
      admin: { description: 'Always shown: a sentence or two saying what the folded text covers.' },
    },
    {
      name: 'buttonLabel',
      type: 'text',
      required: true,
      defaultValue: 'Read more',
      admin: { description: 'The words on the button that unfolds the text, for example "Expand to know about each category".' },
    },
    {
      name: 'content',
      type: 'richText',
      required: true,
      editor: panelTextEditor,
      admin: { description: 'Folded until the visitor presses the button.' },
    },
  ],
}
