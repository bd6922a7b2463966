import type { GlobalConfig } from 'payload'
import { editorSettings } from '@/access/editorSettings'
import { VIDEO_LIBRARY_PATH } from '@/content/paths'
import { revalidateGlobalPaths } from '../revalidateGlobalPaths'

/** The video library's page text, its Subscribe link, and the YouTube sync's channel and last result. */
export const VideoSettings: GlobalConfig = {
  slug: 'video-settings',
  label: 'Video Library Settings',
  admin: { group: 'Video library' },
  access: editorSettings,
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Video Library' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'subscribeUrl',
      type: 'text',
      label: 'Subscribe link',
      required: true,
      defaultValue: 'https://www.youtube.com/',
      admin: { description: 'The charity’s YouTube channel, opened by the Subscribe button.' },
    },
    {
      name: 'channelId',
      type: 'text',
      label: 'YouTube channel id',
      admin: {
        description:
          'With this (or YOUTUBE_CHANNEL_ID) and the YOUTUBE_API_KEY setting, playlists and videos are copied from the channel every hour. Starts with "UC".',
      },
    },
    {
      name: 'lastSync',
      type: 'group',
      admin: { readOnly: true, description: 'Written by the YouTube sync.' },
      fields: [
        { name: 'at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'ok', type: 'checkbox', admin: { readOnly: true } },
        { name: 'message', type: 'text', admin: { readOnly: true } },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobalPaths([VIDEO_LIBRARY_PATH])] },
}
