import type { GlobalSlug } from 'payload'
import {
  ALTERNATIVE_WAYS_PATH,
  ANNUAL_REPORT_PATH,
  BUTTS_IN_MOTION_PATH,
  CONTACT_PATH,
  COUNCILS_PATH,
  EVENTS_PATH,
  FIND_A_GROUP_PATH,
  GRANTS_PATH,
  MISSION_PATH,
  NEWSLETTERS_PATH,
  NEWS_PATH,
  RISK_CHECKER_PATH,
  SEARCH_PATH,
  STORIES_PATH,
  SUPPORT_GROUPS_PATH,
  TEAM_PATH,
  VIDEO_LIBRARY_PATH,
  WAYS_TO_GIVE_PATH,
} from '@/content/paths'
import {
  DONATE_INTRO,
  DONATE_ONLINE_INTRO,
  EVENTS_INTRO,
  EVENTS_TEXT,
  FIND_A_GROUP_INTRO,
  NEWS_INTRO,
  STORIES_HEADING,
  STORIES_INTRO,
  WAYS_TO_GIVE_INTRO,
} from '@/content/pageIntros'
import { mergeTexts, type DeepPartialTexts } from '@/riskChecker/texts'
import { isPrivatePath } from '@/seo/sitemapPaths'
import { lexicalToText } from './extractText'
import type { SearchDocument } from './searchIndex'

/**
 * What search may list and what it must not: the pages built in code (from a global or from
 * fixed words) rather than from the Pages collection, and the addresses that are never results.
 */

/** The globals the site pages read their words from; a save of one re-indexes the site pages. */
export const SITE_PAGE_GLOBALS = ['annual-report', 'support-and-about', 'donation-settings', 'video-settings', 'risk-checker'] as const satisfies readonly GlobalSlug[]
export type SitePageGlobals = Record<(typeof SITE_PAGE_GLOBALS)[number], Record<string, unknown>>

type Text = { title: string; text: string; headings?: string }

/** One page built in code: its address and, from the globals, its heading and own words. */
type SitePage = { path: string; read: (globals: SitePageGlobals) => Text }

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')
const obj = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {})
const rows = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.map(obj) : [])
const lines = (...parts: string[]) => parts.filter(Boolean).join('\n')

/** Each page's title is the heading it shows (its <h1>); the text is what it says in its own words. */
export const SITE_PAGES: SitePage[] = [
  {
    path: VIDEO_LIBRARY_PATH,
    read: ({ 'video-settings': videos }) => ({ title: str(videos.heading) || 'Video Library', text: lines(str(videos.intro), 'Videos and playlists') }),
  },
  {
    path: ANNUAL_REPORT_PATH,
    read: ({ 'annual-report': report }) => ({
      title: 'Annual Report',
      text: lines(
        str(report.intro),
        `Annual report ${str(report.year)}`,
        ...['revenue', 'allocation', 'expenses'].flatMap((list) => rows(report[list]).map((row) => str(row.label))),
        ...rows(report.reports).map((row) => `Annual report ${str(row.year)}`),
      ),
      headings: 'Where our money came from\nHow it was used\nDownload our annual reports',
    }),
  },
  {
    path: MISSION_PATH,
    read: ({ 'support-and-about': about }) => {
      const mission = obj(about.mission)
      return {
        title: 'Our Mission',
        text: lines(
          lexicalToText(mission.intro),
          ...rows(mission.partners).map((partner) => str(partner.name)),
          lexicalToText(mission.history),
          str(mission.annualReportTeaser),
        ),
        headings: 'Our partners\nOur history',
      }
    },
  },
  {
    path: TEAM_PATH,
    read: ({ 'support-and-about': about }) => ({
      title: 'Our Team',
      text: lines(str(obj(about.team).intro), 'Our staff, board of directors, medical advisors and committees.'),
    }),
  },
  {
    path: CONTACT_PATH,
    read: ({ 'support-and-about': about }) => {
      const contact = obj(about.contact)
      const blocks = rows(contact.blocks).map((block) => str(block.title))
      return { title: 'Contact Us', text: lines(...blocks, 'Our office', 'General inquiry', str(contact.generalInquiryIntro)), headings: lines(...blocks, 'Our office', 'General inquiry') }
    },
  },
  {
    path: SUPPORT_GROUPS_PATH,
    read: ({ 'support-and-about': about }) => {
      const groups = obj(about.supportGroups)
      const sections = rows(groups.accordion)
      return {
        title: 'Support Groups',
        text: lines(str(groups.intro), 'Support group calendar', ...sections.flatMap((row) => [str(row.title), lexicalToText(row.content)])),
        headings: lines('Support group calendar', ...sections.map((row) => str(row.title))),
      }
    },
  },
  { path: FIND_A_GROUP_PATH, read: () => ({ title: 'Find a Support Group', text: FIND_A_GROUP_INTRO }) },
  {
    path: COUNCILS_PATH,
    read: ({ 'support-and-about': about }) => ({ title: 'Support Group Councils', text: lexicalToText(obj(about.supportGroups).councils) }),
  },
  {
    path: BUTTS_IN_MOTION_PATH,
    read: ({ 'support-and-about': about }) => {
      const section = obj(about.buttsInMotion)
      return { title: 'Butts in Motion', text: lines(str(section.intro), 'Locations', ...rows(section.locations).map((place) => str(place.location))) }
    },
  },
  {
    path: NEWSLETTERS_PATH,
    read: ({ 'support-and-about': about }) => ({ title: 'Newsletters', text: str(obj(about.newsletters).intro) }),
  },
  { path: EVENTS_PATH, read: () => ({ title: 'Find an event', text: lines(EVENTS_INTRO, EVENTS_TEXT), headings: 'Upcoming events\nPast events' }) },
  { path: NEWS_PATH, read: () => ({ title: 'News', text: NEWS_INTRO, headings: 'Blogs & Articles' }) },
  { path: STORIES_PATH, read: () => ({ title: STORIES_HEADING, text: STORIES_INTRO }) },
  {
    path: GRANTS_PATH,
    read: ({ 'support-and-about': about }) => {
      const grants = obj(about.grants)
      return {
        title: 'Grants',
        text: lines(lexicalToText(grants.intro), 'Past grants, 2003-2017', 'How to apply', lexicalToText(grants.howToApply)),
        headings: 'How to apply',
      }
    },
  },
  {
    path: WAYS_TO_GIVE_PATH,
    read: () => ({
      title: 'Ways to Give',
      text: lines(WAYS_TO_GIVE_INTRO, 'Give online', 'Give by mail', 'Tax-deductible contributions', 'Other ways to help'),
      headings: 'Give online\nGive by mail\nTax-deductible contributions\nOther ways to help',
    }),
  },
  {
    path: ALTERNATIVE_WAYS_PATH,
    read: ({ 'donation-settings': donations }) => ({ title: 'Alternative Ways to Support Us', text: lexicalToText(donations.alternativeWays) }),
  },
  { path: `${WAYS_TO_GIVE_PATH}/donate`, read: () => ({ title: 'Donate', text: DONATE_INTRO }) },
  { path: `${WAYS_TO_GIVE_PATH}/donate-online`, read: () => ({ title: 'Donate online', text: DONATE_ONLINE_INTRO }) },
  {
    path: RISK_CHECKER_PATH,
    read: ({ 'risk-checker': checker }) => {
      const texts = mergeTexts(checker as DeepPartialTexts)
      return {
        title: 'Check your risk of prostate cancer',
        text: lines(texts.intro, ...Object.values(texts.questions).map((q) => q.legend), 'Risk checker. A plan to take to your doctor.'),
      }
    },
  },
]

/** The site pages as index entries (kind "page", id "site:<path>", apart from the Pages collection's ids). */
export function sitePageDocuments(globals: SitePageGlobals): SearchDocument[] {
  return SITE_PAGES.map(({ path, read }) => ({ ...read(globals), kind: 'page' as const, id: `site:${path}`, url: path }))
}

const SITE_PAGE_PATHS = new Set(SITE_PAGES.map((page) => page.path))

/** A Pages document at a site page's address is only its hero (the route wins), not a result of its own. */
export const isSitePagePath = (path: string) => SITE_PAGE_PATHS.has(path)

/**
 * Addresses that are never results: the sitemap's private ones (receipt, thank-you, the payment
 * and submission error screens, unsubscribe, the widget preview, admin, API, previews) and the
 * staff and error screens, and search itself.
 */
const NOT_IN_SEARCH = ['/staff', '/page404', SEARCH_PATH]

export function isExcludedFromSearch(url: string): boolean {
  const path = url.split('#')[0]!.split('?')[0]!.replace(/(.)\/+$/, '$1')
  return isPrivatePath(path) || NOT_IN_SEARCH.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}
