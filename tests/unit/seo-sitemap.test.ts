import { describe, expect, it } from 'vitest'
import { isPrivatePath, sitemapPaths } from '@/seo/sitemapPaths'

describe('sitemapPaths', () => {
  it('lists each address once, without fragments or queries, with the home page, sorted', () => {
    const paths = sitemapPaths(
      ['/news/spring-walk', '/about-us/our-team#jane-doe', '/about-us/our-team#sam-lee', '/search?value=x'],
      ['/about-us', '/news/', '/news/spring-walk'],
    )
    expect(paths).toEqual(['/', '/about-us', '/about-us/our-team', '/news', '/news/spring-walk', '/search'])
  })

  it('leaves out outside links and private screens', () => {
    const paths = sitemapPaths(['https://example.org/x', '//example.org/y', '/ways-to-give/tax-receipt'], ['/admin', '/api/search', '/ways-to-give'])
    expect(paths).toEqual(['/', '/ways-to-give'])
  })
})

describe('isPrivatePath', () => {
  it('matches a prefix only at a path boundary', () => {
    expect(isPrivatePath('/admin')).toBe(true)
    expect(isPrivatePath('/admin/collections/pages')).toBe(true)
    expect(isPrivatePath('/administration-team')).toBe(false)
    expect(isPrivatePath('/next/preview')).toBe(true)
    expect(isPrivatePath('/ways-to-give/payment-error')).toBe(true)
    expect(isPrivatePath('/ways-to-give/donate')).toBe(false)
  })
})
