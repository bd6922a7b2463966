import type { Block } from 'payload'
import { parseYouTubeId } from '@/utilities/youtube'
import { posterField } from './posterField'

export const VideoEmbedBlock: Block = {
  slug: 'videoEmbed',
  interfaceName: 'VideoEmbedBlock',
  labels: { singular: 'YouTube video', plural: 'YouTube videos' },
  admin: { disableBlockName: true },
  fields: [
    {
      name: 'video',
      label: 'YouTube address or video id',
      type: 'text',
      required: true,
      admin: {
        description:
          'Paste the address from YouTube (a watch, youtu.be, shorts, live or embed link) or the 11-character video id. A time in the link (t=90) starts the video there.',
      },
      validate: (value: string | null | undefined) =>
        parseYouTubeId(value) ? true : 'This is not a YouTube video address or id.',
    },
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'What the video is about. Screen readers announce it, and it shows under the video.' },
    },
    { name: 'caption', type: 'textarea', admin: { description: 'Optional: more about the video, shown under the title.' } },
    posterField,
  ],
}
