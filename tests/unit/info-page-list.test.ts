import { describe, expect, it } from 'vitest'
import { buildPageList, sortListedPages } from '@/infoPages/pageList'
import { posterSrc } from '@/blocks/VideoEmbed/posterSrc'
import { SLIDER_SPACING_PX, SLIDER_THUMBNAILS_IN_VIEW } from '@/blocks/VideoSlider/constants'
import type { Media } from '@/payload-types'

const section = { id: 1, title: 'Treatment', path: '/t', pageOrder: 3 }
const pages = [
  { id: 4, title: 'When your cancer returns', path: '/t/d', pageOrder: 4 },
  { id: 2, title: 'Localized', path: '/t/a', pageOrder: 1 },
  { id: 9, title: 'Zeta (no position)', path: '/t/z', pageOrder: null },
  { id: 8, title: 'Alpha (no position)', path: '/t/y' },
  { id: 3, title: 'Advanced', path: '/t/b', pageOrder: 2 },
]

describe('sortListedPages', () => {
  it('puts positioned pages first, lowest first, then the rest by title', () => {
    expect(sortListedPages(pages).map((p) => p.id)).toEqual([2, 3, 4, 8, 9])
  })

  it('breaks ties in position by title and leaves its input alone', () => {
    const tied = [
      { id: 1, title: 'B', path: '/b', pageOrder: 1 },
      { id: 2, title: 'A', path: '/a', pageOrder: 1 },
    ]
    expect(sortListedPages(tied).map((p) => p.title)).toEqual(['A', 'B'])
    expect(tied[0]!.title).toBe('B')
  })
})

describe('buildPageList', () => {
  it('lists the section first, then its pages in order, marking the current one', () => {
    const list = buildPageList(section, pages, 3)!
    expect(list.entries.map((e) => e.id)).toEqual([1, 2, 3, 4, 8, 9])
    expect(list.entries.filter((e) => e.current).map((e) => e.id)).toEqual([3])
    expect(list.previous?.id).toBe(2)
    expect(list.next?.id).toBe(4)
  })

  it('has no previous on the section page and no next on the last page', () => {
    expect(buildPageList(section, pages, 1)!.previous).toBeNull()
    expect(buildPageList(section, pages, 1)!.next?.id).toBe(2)
    expect(buildPageList(section, pages, 9)!.next).toBeNull()
  })

  it('answers null for a page outside the section, and never lists the section twice', () => {
    expect(buildPageList(section, pages, 42)).toBeNull()
    expect(buildPageList(section, [...pages, section], 1)!.entries.filter((e) => e.id === 1)).toHaveLength(1)
  })
})


describe('posterSrc', () => {
  const media = (over: Partial<Media>): Media =>
    ({ id: 1, alt: 'x', updatedAt: '', createdAt: '', mimeType: 'image/png', url: '/api/media/file/p.png', ...over }) as Media

  it('prefers the card size and keeps our own media path relative', () => {
    expect(posterSrc(media({ sizes: { card: { url: 'http://localhost:3000/api/media/file/p-640.webp' } } }))).toBe(
      '/api/media/file/p-640.webp',
    )
    expect(posterSrc(media({}))).toBe('/api/media/file/p.png')
  })

  it('has no poster for an id only, a missing image or a PDF', () => {
    expect(posterSrc(7)).toBeUndefined()
    expect(posterSrc(null)).toBeUndefined()
    expect(posterSrc(media({ mimeType: 'application/pdf' }))).toBeUndefined()
  })
})

it('keeps the spec’s slider constants: 4 thumbnails, spacing 10', () => {
  expect([SLIDER_THUMBNAILS_IN_VIEW, SLIDER_SPACING_PX]).toEqual([4, 10])
})
