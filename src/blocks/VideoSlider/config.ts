import type { Block } from 'payload'
import { parseYouTubeId } from '@/utilities/youtube'
import { posterField } from '../VideoEmbed/posterField'

/**
 * Several YouTube videos: one player, and a row of thumbnails (four at a time on wide screens)
 * with previous and next arrows to choose which video it shows.
 */
export const VideoSliderBlock: Block = {
  slug: 'videoSlider',
  interfaceName: 'VideoSliderBlock',
  labels: { singular: 'Video slider', plural: 'Video sliders' },
  admin: { disableBlockName: true },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    {
      name: 'videos',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 24,
      labels: { singular: 'Video', plural: 'Videos' },
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'video',
          label: 'YouTube address or video id',
          type: 'text',
          required: true,
          validate: (value: string | null | undefined) =>
            parseYouTubeId(value) ? true : 'This is not a YouTube video address or id.',
        },
        { name: 'title', type: 'text', required: true },
        posterField,
      ],
    },
  ],
}
