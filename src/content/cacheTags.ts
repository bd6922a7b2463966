/**
 * Every cache tag on the site, in one place so that a reader and the hook that clears it cannot
 * drift apart. A cached reader lists the tags of everything it shows; the admin hooks (and the
 * YouTube sync) clear the tags of what was saved. The values are the ones in use before they
 * were gathered here.
 */
export const CACHE_TAGS = {
  pages: 'pages',
  redirects: 'redirects',
  /**
   * A second tag on every cached read that can include a picture (pages, collections, globals,
   * videos): a changed picture (its alt text, focal point, file) clears them all at once.
   */
  media: 'media',
  videos: 'videos',
  stories: 'stories',
  events: 'events',
  news: 'news-posts',
  instagram: 'instagram-posts',
  newsletters: 'newsletters',
  team: 'team-members',
  memberTypes: 'member-types',
  supportGroups: 'support-groups',
  /** Grant years and their grantees show on one page, so both clear the same tag. */
  grants: 'grants',
} as const

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]

/** The tag a global's reader and its afterChange hook share; the prefix keeps it apart from the tags above. */
export const globalTag = (slug: string) => `global_${slug}`
