import { CONTENT_TAGS } from '@/content/paths'
import { publishedCollection } from '@/utilities/publishedCollection'

const stories = publishedCollection('stories', { sort: '-publishedAt', tag: CONTENT_TAGS.stories })

/** Every published story, newest first (cached until a story changes). */
export const getStories = stories.all
/** One story by slug: published (cached), or its latest draft while an editor previews. */
export const getStory = stories.bySlug
