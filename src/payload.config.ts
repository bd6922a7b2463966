import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { nestedDocsPlugin } from '@payloadcms/plugin-nested-docs'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Users } from './collections/Users'
import { Videos } from './collections/Videos'
import { Playlists } from './collections/Playlists'
import { VideoThumbnails } from './collections/VideoThumbnails'
import { VideoSettings } from './globals/VideoSettings'
import { youTubeSyncTask } from './media-feeds/youtube/task'
import { Navigation } from './globals/Navigation'
import { SiteSettings } from './globals/SiteSettings'
import { redirectsOverrides } from './collections/Redirects/overrides'
import { databaseAdapter } from './utilities/databaseAdapter'
import { payloadSecret, serverUrl } from './utilities/runtimeEnv'
import { buildPagePath } from './utilities/buildPagePath'
import { searchIndexPlugin } from './search/plugin'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: payloadSecret(),
  serverURL: process.env.SITE_URL || undefined,
  telemetry: false,
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' | Site admin' },
  },
  collections: [Pages, Media, Users, Videos, Playlists, VideoThumbnails],
  globals: [SiteSettings, Navigation, VideoSettings],
  editor: lexicalEditor(),
  db: databaseAdapter(),
  sharp,
  graphQL: { disablePlaygroundInProduction: true },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  cors: [serverUrl()],
  jobs: {
    tasks: [youTubeSyncTask],
    // Queues the hourly YouTube sync (its schedule) and runs it; a run without a channel does nothing.
    autoRun: [{ cron: '*/10 * * * *', queue: 'youtube' }],
  },
  plugins: [
    nestedDocsPlugin({
      collections: ['pages'],
      generateLabel: (_, doc) => String(doc.title ?? ''),
      generateURL: (docs) => buildPagePath(docs.map((d) => String(d.slug ?? ''))),
    }),
    seoPlugin({
      collections: ['pages'],
      uploadsCollection: 'media',
      generateTitle: ({ doc }) => String(doc?.title ?? ''),
      generateDescription: ({ doc }) => String(doc?.hero?.intro ?? ''),
    }),
    redirectsPlugin({
      collections: ['pages'],
      redirectTypes: ['301', '302'],
      overrides: redirectsOverrides,
    }),
    // Last, so that it sees every collection the other plugins have shaped.
    searchIndexPlugin,
  ],
})
