import type { Block } from 'payload'
import { blockTextEditor } from '../shared/editors'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [{ name: 'content', type: 'richText', required: true, editor: blockTextEditor }],
}
