import type { CollectionConfig } from 'payload'
import { publishedContent } from '@/access/publishedContent'
import { revalidateCollection } from '@/utilities/revalidateCollection'
import { isYouTubeId, parseYouTubeId } from '@/utilities/youtube'
import { VIDEO_LIBRARY_PATH } from '@/content/paths'
import { CACHE_TAGS } from '@/content/cacheTags'

const revalidate = revalidateCollection({ tags: [CACHE_TAGS.videos], paths: () => [VIDEO_LIBRARY_PATH] })

/**
 * One video of the library. Staff add videos here when no YouTube channel is configured;
 * with one, the sync job keeps the channel's videos (source "youtube") up to date and never
 * touches videos added by hand.
 */
export const Videos: CollectionConfig = {
  // Not "videos": the site's own GET /api/videos (src/app/api/videos) would hide Payload's REST
  // routes for the collection, which the admin uses to save.
  slug: 'library-videos',
  labels: { singular: 'Video', plural: 'Videos' },
  typescript: { interface: 'Video' },
  access: publishedContent,
  admin: {
    useAsTitle: 'title',
    group: 'Video library',
    defaultColumns: ['title', 'publishedAt', 'source', '_status'],
    description: 'Videos shown in the video library. They play from YouTube only when a visitor opens one.',
  },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'videoId',
      type: 'text',
      label: 'YouTube video',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'The video’s YouTube address or its 11-character id.' },
      hooks: {
        // Editors paste whole addresses; keep only the id.
        beforeValidate: [({ value }) => (typeof value === 'string' ? (parseYouTubeId(value) ?? value.trim()) : value)],
      },
      validate: (value: string | null | undefined) =>
        value && isYouTubeId(value) ? true : 'Paste a YouTube address or an 11-character video id.',
    },
    { name: 'playlists', type: 'relationship', relationTo: 'playlists', hasMany: true },
    { name: 'description', type: 'textarea' },
    {
      name: 'publishedAt',
      type: 'date',
      label: 'Published date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'MMM d, yyyy' } },
    },
    {
      name: 'thumbnail',
      type: 'upload',
      relationTo: 'video-thumbnails',
      admin: {
        description:
          'Optional picture for the card (16:9). Without one, the card shows YouTube’s own still, loaded from YouTube.',
      },
    },
    {
      name: 'youtubeThumbnailUrl',
      type: 'text',
      label: 'YouTube still (medium)',
      admin: { readOnly: true, position: 'sidebar', description: 'Set by the YouTube sync.' },
    },
    {
      name: 'source',
      type: 'select',
      defaultValue: 'admin',
      required: true,
      options: [
        { label: 'Added here', value: 'admin' },
        { label: 'YouTube sync', value: 'youtube' },
      ],
      admin: { readOnly: true, position: 'sidebar', description: 'The sync updates only videos it added.' },
    },
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  versions: { drafts: { schedulePublish: false }, maxPerDoc: 10 },
}
