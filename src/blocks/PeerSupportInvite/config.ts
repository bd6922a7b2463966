import type { Block } from 'payload'
import { linkUrlField } from '../shared/linkUrl'

/** The box on treatment pages inviting the reader to be paired with a peer supporter. */
export const PeerSupportInviteBlock: Block = {
  slug: 'peerSupportInvite',
  interfaceName: 'PeerSupportInviteBlock',
  labels: { singular: 'Peer support invitation', plural: 'Peer support invitations' },
  admin: { disableBlockName: true },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Talk one-on-one with someone who has been there' },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      defaultValue:
        'Our peer supporters have had prostate cancer treatment themselves. We can pair you with one for private conversations by phone or video, at no cost.',
    },
    {
      name: 'link',
      type: 'group',
      fields: [
        { name: 'label', type: 'text', required: true, defaultValue: 'Ask to be paired with a peer supporter' },
        { ...linkUrlField(), defaultValue: '/get-support/peer-support' },
      ],
    },
  ],
}
