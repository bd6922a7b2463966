import { publishedCollection } from '@/utilities/publishedCollection'
import { CACHE_TAGS } from '@/content/cacheTags'

const events = publishedCollection('events', { sort: 'date', tag: CACHE_TAGS.events })

/** Every published event by date (cached until an event changes). */
export const getEvents = events.all
/** One event by slug: published (cached), or its latest draft while an editor previews. */
export const getEvent = events.bySlug
