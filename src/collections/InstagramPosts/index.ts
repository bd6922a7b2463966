import type { CollectionConfig } from 'payload'
import { publishedContent } from '@/access/publishedContent'
import { NEWS_PATH } from '@/content/paths'
import type { InstagramPost } from '@/payload-types'
import { revalidateCollection } from '@/utilities/revalidateCollection'
import { CACHE_TAGS } from '@/content/cacheTags'

const revalidate = revalidateCollection<InstagramPost>({ tags: [CACHE_TAGS.instagram], paths: () => [NEWS_PATH] })

const MEDIA_TYPES = [
  { value: 'IMAGE', label: 'Picture' },
  { value: 'VIDEO', label: 'Video (its picture is shown)' },
  { value: 'CAROUSEL_ALBUM', label: 'Carousel (several pictures)' },
]

/**
 * The Instagram grid's own posts, used when no Instagram access token is configured (or to
 * keep a feed without Instagram). With a token, /api/ig reads Instagram's Graph API instead.
 */
export const InstagramPosts: CollectionConfig<'instagram-posts'> = {
  slug: 'instagram-posts',
  labels: { singular: 'Instagram post', plural: 'Instagram posts' },
  access: publishedContent,
  defaultSort: '-timestamp',
  admin: {
    useAsTitle: 'caption',
    defaultColumns: ['caption', 'mediaType', 'timestamp', '_status'],
    description: 'Shown in the Instagram grid on the News page when the site is not connected to Instagram.',
  },
  fields: [
    { name: 'mediaType', type: 'select', required: true, defaultValue: 'IMAGE', options: MEDIA_TYPES },
    { name: 'image', type: 'upload', relationTo: 'media', required: true, admin: { description: 'The picture in the grid.' } },
    { name: 'caption', type: 'textarea' },
    {
      name: 'timestamp',
      type: 'date',
      required: true,
      label: 'Posted on',
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar' },
    },
    { name: 'permalink', type: 'text', admin: { description: 'Optional: the post’s address on Instagram.' } },
    {
      name: 'children',
      type: 'array',
      label: 'Carousel pictures',
      admin: { condition: (_, sibling) => sibling?.mediaType === 'CAROUSEL_ALBUM', initCollapsed: true },
      fields: [{ name: 'image', type: 'upload', relationTo: 'media', required: true }],
    },
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  versions: { drafts: { schedulePublish: false }, maxPerDoc: 10 },
}
