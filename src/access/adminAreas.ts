import type { Role } from './roles'

/**
 * Which roles see each collection and global in the admin (administrators see all). What a role
 * may read or change through the API is decided by the access rules; this only keeps the
 * admin's menu to each person's own work. A collection missing here is shown to administrators
 * only, so a new collection is one line here plus its access rule.
 */
export const ADMIN_AREAS: Record<string, readonly Role[]> = {
  // Content: editors
  pages: ['editor'],
  media: ['editor'],
  stories: ['editor'],
  events: ['editor'],
  'news-posts': ['editor'],
  'instagram-posts': ['editor'],
  newsletters: ['editor'],
  'member-types': ['editor'],
  'team-members': ['editor'],
  'support-groups': ['editor'],
  'grant-years': ['editor'],
  grantees: ['editor'],
  'library-videos': ['editor'],
  playlists: ['editor'],
  'video-thumbnails': ['editor'],
  redirects: ['editor'],
  'site-settings': ['editor'],
  navigation: ['editor'],
  'home-page': ['editor'],
  'annual-report': ['editor'],
  'support-and-about': ['editor'],
  'video-settings': ['editor'],
  'search-settings': ['editor'],
  'search-queries': ['editor'],
  'risk-checker': ['editor'],
  'risk-checker-counts': ['editor'],
  // Donor records: finance
  donations: ['finance'],
  'recurring-donations': ['finance'],
  'annual-receipts': ['finance'],
  'receipt-corrections': ['finance'],
  'donation-settings': ['finance'],
  'blocked-donation-attempts': ['finance'],
  // Fundraising: Finance runs campaigns and moderates pages; Editors change campaign texts
  campaigns: ['finance', 'editor'],
  fundraisers: ['finance'],
  'fundraising-teams': ['finance'],
  'fundraising-gifts': ['finance'],
  'offline-gifts': ['finance'],
  'fundraising-settings': ['finance'],
  // Honour and memoriam cards: whoever posts them
  'tribute-cards': ['finance', 'support'],
  // What people send through the forms: support
  'form-submissions': ['support'],
  subscribers: ['support'],
  outbox: ['finance', 'support'],
  'form-settings': ['support'],
  'peer-support-cases': ['support'],
  'peer-volunteers': ['support'],
  // Administrators only (not listed): audit-entries, privacy-settings, risk-reminders (people's addresses, needed by nobody else).
  // Every account sees its own entry (to change its password and two-factor sign-in).
  users: ['editor', 'finance', 'support'],
}
