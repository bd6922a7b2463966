import { publishedCollection } from '@/utilities/publishedCollection'
import { CACHE_TAGS } from '@/content/cacheTags'

const news = publishedCollection('news-posts', { sort: '-date', tag: CACHE_TAGS.news })

/** Every published news post, newest first (cached until a post changes). */
export const getNewsPosts = news.all
/** One post by slug: published (cached), or its latest draft while an editor previews. */
export const getNewsPost = news.bySlug
