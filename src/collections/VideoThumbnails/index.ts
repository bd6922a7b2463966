import path from 'node:path'
import { publicContent } from '@/access/publicContent'
import type { CollectionConfig } from 'payload'
import { mediaDir } from '@/utilities/runtimeEnv'

/**
 * Stills for video cards, uploaded from a video's Thumbnail field. Kept apart from the
 * general media library because they belong to one video each and are decorative on the
 * card (its title names the video), so they need no alt text.
 */
export const VideoThumbnails: CollectionConfig = {
  slug: 'video-thumbnails',
  labels: { singular: 'Video thumbnail', plural: 'Video thumbnails' },
  access: publicContent,
  admin: { group: 'Video library', description: 'Pictures shown on video cards instead of YouTube’s still.' },
  fields: [],
  upload: {
    staticDir: path.join(mediaDir(), 'video-thumbnails'),
    mimeTypes: ['image/*'],
    imageSizes: [{ name: 'card', width: 640, height: 360, fit: 'cover', formatOptions: { format: 'webp', options: { quality: 80 } } }],
  },
}
