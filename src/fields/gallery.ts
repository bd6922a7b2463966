import type { ArrayField } from 'payload'
import { parseYouTubeId } from '@/utilities/youtube'

/**
 * The shared gallery of stories, events, news and pages: images from the media library or
 * YouTube videos, in order. Rendered by src/components/Gallery.
 */
export function galleryField(overrides: Partial<Pick<ArrayField, 'name' | 'label' | 'admin'>> = {}): ArrayField {
  return {
    name: 'gallery',
    type: 'array',
    labels: { singular: 'Gallery item', plural: 'Gallery items' },
    admin: { description: 'Shown as a slider when there is more than one item.', initCollapsed: true },
    ...overrides,
    fields: [
      { name: 'image', type: 'upload', relationTo: 'media' },
      {
        name: 'videoUrl',
        type: 'text',
        label: 'YouTube address',
        admin: { description: 'Instead of an image: a YouTube video address.' },
        validate: (value: string | null | undefined, { siblingData }: { siblingData: { image?: unknown } }) => {
          if (value && !parseYouTubeId(value)) return 'Enter a YouTube video address.'
          if (!value && !siblingData?.image) return 'Choose an image or enter a YouTube address.'
          return true
        },
      },
      { name: 'caption', type: 'text' },
    ],
  }
}
