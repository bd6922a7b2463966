import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { authenticated } from '@/access/authenticated'
import { mediaDir } from '@/utilities/runtimeEnv'

export const Media: CollectionConfig = {
  slug: 'media',
  access: { create: authenticated, delete: authenticated, read: anyone, update: authenticated },
  admin: { useAsTitle: 'alt' },
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
