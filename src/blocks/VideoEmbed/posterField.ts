import type { UploadField } from 'payload'

/**
 * A still from our own media library shown before the visitor presses play. Without one the
 * still is loaded from YouTube's image host, which tells YouTube about the visit before the
 * visitor has chosen to watch.
 */
export const posterField: UploadField = {
  name: 'poster',
  label: 'Poster image',
  type: 'upload',
  relationTo: 'media',
  filterOptions: { mimeType: { contains: 'image' } },
  admin: {
    description:
      'Optional: the picture shown before the video plays (16:9 works best). Without one, YouTube’s own still is loaded from YouTube.',
  },
}
