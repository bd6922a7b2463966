import type { Block } from 'payload'
import { linkUrlField } from '../shared/linkUrl'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  admin: { disableBlockName: true },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    {
      name: 'link',
      type: 'group',
      fields: [
        {
          name: 'label',
          type: 'text',
          required: true,
          admin: { description: 'Say where the link goes, for example "Find a peer supporter" rather than "Click here".' },
        },
        linkUrlField(),
      ],
    },
  ],
}
