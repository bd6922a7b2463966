import { slugField, type CollectionConfig } from 'payload'
import { publicContent } from '@/access/publicContent'
import { revalidateCollection } from '@/utilities/revalidateCollection'
import { VIDEO_LIBRARY_PATH } from '@/content/paths'
import { CACHE_TAGS } from '@/content/cacheTags'

const revalidate = revalidateCollection({ tags: [CACHE_TAGS.videos], paths: () => [VIDEO_LIBRARY_PATH] })

/**
 * The video library's playlists (the dropdown). Edited here when no YouTube channel is
 * configured; with one, the sync job creates and updates them by their YouTube id.
 */
export const Playlists: CollectionConfig = {
  slug: 'playlists',
  access: publicContent,
  admin: {
    useAsTitle: 'title',
    group: 'Video library',
    defaultColumns: ['title', 'order', 'youtubePlaylistId'],
    description: 'The groups offered in the video library’s playlist list.',
  },
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Lower numbers come first in the list.' },
    },
    {
      name: 'youtubePlaylistId',
      type: 'text',
      label: 'YouTube playlist id',
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Filled in by the YouTube sync. Leave empty for a playlist made here.',
      },
    },
    slugField({ position: 'sidebar' }),
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
}
