import { describe, expect, it } from 'vitest'
import { CACHE_TAGS, globalTag } from '@/content/cacheTags'

describe('cache tags', () => {
  it('gives every kind of content its own tag', () => {
    const values = Object.values(CACHE_TAGS)
    expect(new Set(values).size).toBe(values.length)
  })

  it('keeps the tags already in use, so no cached read is orphaned by a rename', () => {
    expect(CACHE_TAGS).toMatchObject({ pages: 'pages', media: 'media', videos: 'videos', news: 'news-posts', team: 'team-members' })
    expect(globalTag('support-and-about')).toBe('global_support-and-about')
  })

  it('never lets a global tag clear a collection reader', () => {
    const collectionTags = new Set<string>(Object.values(CACHE_TAGS))
    for (const slug of ['site-settings', 'navigation', 'home-page', 'pages', 'media', 'videos']) {
      expect(collectionTags.has(globalTag(slug))).toBe(false)
    }
  })
})
