import { publishedCollection } from '@/utilities/publishedCollection'
import { CACHE_TAGS } from '@/content/cacheTags'

const stories = publishedCollection('stories', { sort: '-publishedAt', tag: CACHE_TAGS.stories })

/** Every published story, newest first (cached until a story changes). */
export const getStories = stories.all
/** One story by slug: published (cached), or its latest draft while an editor previews. */
export const getStory = stories.bySlug
