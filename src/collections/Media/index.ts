import type { CollectionConfig } from 'payload'
import { publicContent } from '@/access/publicContent'
import { revalidateTags, revalidateWholeSite } from '@/utilities/revalidate'
import { mediaDir } from '@/utilities/runtimeEnv'
import { CACHE_TAGS } from '@/content/cacheTags'

function revalidatePictures() {
  revalidateTags(CACHE_TAGS.media)
  revalidateWholeSite()
}

export const Media: CollectionConfig = {
  slug: 'media',
  access: publicContent,
  admin: { useAsTitle: 'alt' },
  // A picture can sit on any page (heroes, cards, the frame's logos): a changed alt text, focal
  // point or file must reach every cached read and page that shows it. A new upload is not shown
  // anywhere yet.
  hooks: {
    afterChange: [({ operation, context }) => void (operation === 'update' && !context.disableRevalidate && revalidatePictures())],
    afterDelete: [({ context }) => void (!context.disableRevalidate && revalidatePictures())],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: { description: 'Describe the picture for people who cannot see it. Leave short; no "image of".' },
    },
    { name: 'caption', type: 'text' },
  ],
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/*', 'application/pdf'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 320, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'card', width: 640, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'wide', width: 1280, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'hero', width: 1920, formatOptions: { format: 'webp', options: { quality: 78 } } },
    ],
  },
}
