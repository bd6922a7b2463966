/** Where each kind of content lives on the site (also used by search and revalidation). */
export const STORIES_PATH = '/our-impact/patient-stories'
export const EVENTS_PATH = '/get-involved/find-an-event'
export const NEWS_PATH = '/news'

export const storyPath = (slug: string) => `${STORIES_PATH}/${slug}`
export const eventPath = (slug: string) => `${EVENTS_PATH}/${slug}`
export const newsPath = (slug: string) => `${NEWS_PATH}/${slug}`

/** Cache tags the readers of each collection use; the collections' hooks clear them. */
export const CONTENT_TAGS = {
  stories: 'stories',
  events: 'events',
  news: 'news-posts',
  instagram: 'instagram-posts',
} as const
