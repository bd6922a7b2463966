import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { nestedDocsPlugin } from '@payloadcms/plugin-nested-docs'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type TaskConfig } from 'payload'
import sharp from 'sharp'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Users } from './collections/Users'
import { Stories } from './collections/Stories'
import { Events } from './collections/Events'
import { NewsPosts } from './collections/NewsPosts'
import { InstagramPosts } from './collections/InstagramPosts'
import { HomePage } from './globals/HomePage'
import { Donations } from './collections/Donations'
import { Campaigns } from './collections/Campaigns'
import { Fundraisers } from './collections/Fundraisers'
import { FundraisingTeams } from './collections/FundraisingTeams'
import { FundraisingGifts } from './collections/FundraisingGifts'
import { OfflineGifts } from './collections/OfflineGifts'
import { FundraisingPageTotals } from './collections/FundraisingPageTotals'
import { FundraisingSettings } from './globals/FundraisingSettings'
import { sendFundraiserMailTask } from './fundraising/mail'
import { lastWeekRemindersTask } from './fundraising/reminders'
import { RecurringDonations } from './collections/RecurringDonations'
import { AnnualReceipts } from './collections/AnnualReceipts'
import { BlockedDonationAttempts } from './collections/BlockedDonationAttempts'
import { DonationSettings } from './globals/DonationSettings'
import { donationAutoRun, donationTasks } from './donations/jobs'
import { Videos } from './collections/Videos'
import { Playlists } from './collections/Playlists'
import { VideoThumbnails } from './collections/VideoThumbnails'
import { VideoSettings } from './globals/VideoSettings'
import { youTubeSyncTask } from './media-feeds/youtube/task'
import { Navigation } from './globals/Navigation'
import { SiteSettings } from './globals/SiteSettings'
import { redirectsOverrides } from './collections/Redirects/overrides'
import { databaseAdapter } from './utilities/databaseAdapter'
import { uploadStoragePlugins } from './operations/uploadStorage'
import { payloadSecret, siteOrigins } from './utilities/runtimeEnv'
import { graphqlDepthLimit } from './utilities/graphqlDepthLimit'
import { publicErrorResponse } from './http/publicErrorResponse'
import { buildPagePath } from './utilities/buildPagePath'
import { searchIndexPlugin } from './search/plugin'
import { Newsletters } from './collections/Newsletters'
import { MemberTypes } from './collections/MemberTypes'
import { TeamMembers } from './collections/TeamMembers'
import { SupportGroups } from './collections/SupportGroups'
import { GrantYears } from './collections/GrantYears'
import { Grantees } from './collections/Grantees'
import { AnnualReport } from './globals/AnnualReport'
import { SupportAndAbout } from './globals/SupportAndAbout'
import { FormSubmissions } from './collections/FormSubmissions'
import { Subscribers } from './collections/Subscribers'
import { Outbox } from './collections/Outbox'
import { DonorSignInLinks } from './collections/DonorSignInLinks'
import { DonorSessions } from './collections/DonorSessions'
import { FormSettings } from './globals/FormSettings'
import { SearchSettings } from './globals/SearchSettings'
import { SearchQueries } from './collections/SearchQueries'
import { emailAdapter } from './forms/email'
import { formTasks } from './forms/jobs'
import { onServerStart } from './jobs/onServerStart'
import { AuditEntries } from './collections/AuditEntries'
import { ReceiptCorrections } from './collections/ReceiptCorrections'
import { adminAreasPlugin } from './access/adminAreasPlugin'
import { PrivacySettings } from './globals/PrivacySettings'
import { RiskChecker } from './globals/RiskChecker'
import { RiskCheckerCounts } from './collections/RiskCheckerCounts'
import { TributeCards } from './collections/TributeCards'
import { applyRetentionTask, privacyAutoRun } from './privacy/jobs'
import { RiskReminders } from './collections/RiskReminders'
import { riskReminderAutoRun, sendRiskRemindersTask } from './riskChecker/reminderJob'
import { PeerSupportCases } from './collections/PeerSupportCases'
import { PeerVolunteers } from './collections/PeerVolunteers'
import { peerSupportAutoRun, peerSupportFollowThroughTask } from './peerSupport/jobs'
import { sendPeerSupportMailTask } from './peerSupport/mail'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: payloadSecret(),
  serverURL: process.env.SITE_URL || undefined,
  telemetry: false,
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname) },
    // The charity's admin, not Payload's: its logo, its icon, and no "Payload" in titles or previews.
    meta: {
      titleSuffix: ' | Site admin',
      description: 'The staff admin of the charity’s website.',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/images/logo.svg' }],
      openGraph: { siteName: 'Staff admin', title: 'Staff admin', description: 'The staff admin of the charity’s website.', images: [{ url: '/images/share-default.png' }] },
    },
    components: {
      graphics: { Logo: '@/components/admin/Brand#AdminLogo', Icon: '@/components/admin/Brand#AdminIcon' },
      beforeDashboard: ['@/components/admin/Dashboard#Dashboard', '@/components/admin/PeerSupportFigures#PeerSupportFigures'],
      // Information pages due for a medical review; a dashboard can link to /admin/reviews-due.
      // Honour and memoriam cards still to post, for Finance and Support.
      afterNavLinks: ['@/components/admin/ReviewsDue/NavLink#ReviewsDueNavLink', '@/components/admin/TributeCards/NavLink#TributeCardsNavLink'],
      views: {
        reviewsDue: { Component: '@/components/admin/ReviewsDue#ReviewsDueView', path: '/reviews-due' },
        tributeCards: { Component: '@/components/admin/TributeCards#TributeCardsView', path: '/tribute-cards' },
        // The code after the password, in the admin's own look.
        twoFactor: { Component: '@/components/admin/TwoFactor#TwoFactorView', path: '/two-factor' },
      },
    },
  },
  collections: [Pages, Media, Users, Stories, Events, NewsPosts, InstagramPosts, Newsletters, MemberTypes, TeamMembers, SupportGroups, GrantYears, Grantees, FormSubmissions, Subscribers, Outbox, Donations, RecurringDonations, AnnualReceipts, ReceiptCorrections, BlockedDonationAttempts, DonorSignInLinks, DonorSessions, AuditEntries, Videos, Playlists, VideoThumbnails, SearchQueries, RiskCheckerCounts, RiskReminders, TributeCards, PeerSupportCases, PeerVolunteers, Campaigns, Fundraisers, FundraisingTeams, FundraisingGifts, OfflineGifts, FundraisingPageTotals],
  globals: [SiteSettings, Navigation, HomePage, AnnualReport, SupportAndAbout, FormSettings, DonationSettings, VideoSettings, SearchSettings, PrivacySettings, RiskChecker, FundraisingSettings],
  editor: lexicalEditor(),
  db: databaseAdapter(),
  sharp,
  email: emailAdapter(),
  jobs: {
    tasks: [...formTasks, ...donationTasks, youTubeSyncTask, applyRetentionTask as TaskConfig, sendRiskRemindersTask as TaskConfig, sendPeerSupportMailTask as TaskConfig, peerSupportFollowThroughTask as TaskConfig, sendFundraiserMailTask, lastWeekRemindersTask as TaskConfig],
    // Scheduled tasks only run through autoRun. The YouTube sync queues itself hourly; a run
    // without a channel does nothing.
    // The forms queue runs on its own single-flight timer instead (src/forms/jobs.ts).
    autoRun: () => [...donationAutoRun, ...privacyAutoRun, ...riskReminderAutoRun, ...peerSupportAutoRun, { cron: '*/10 * * * *', queue: 'youtube' }],
  },
  // Whatever a crash interrupted (running jobs, e-mails not yet queued) is put back to work,
  // and the forms queue's timer starts.
  onInit: onServerStart,
  hooks: { afterError: [publicErrorResponse] },
  graphQL: {
    disablePlaygroundInProduction: true,
    maxComplexity: 500,
    validationRules: () => [graphqlDepthLimit()],
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  cors: siteOrigins(),
  csrf: siteOrigins(),
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
    // Uploads on S3-compatible storage when S3_BUCKET is set; the local disk otherwise.
    ...uploadStoragePlugins(),
    // After the plugins that add collections, so every menu entry follows the roles.
    adminAreasPlugin,
    // Last, so that it sees every collection the other plugins have shaped.
    searchIndexPlugin,
  ],
})
