import { describe, expect, it } from 'vitest'
import { calendarDay, formatDayMonthYear, formatMonthYear } from '@/format/dates'
import { cardExcerpt, excerpt, EVENT_EXCERPT_LENGTH, richTextExcerpt } from '@/content/excerpt'
import { newestFirst, pastEvents, shownCount, soonestFirst, upcomingEvents, wrapIndex, wrapNeighbours } from '@/content/ordering'
import { eventPath, newsPath, storyPath } from '@/content/paths'
import { shareLinks } from '@/content/share'
import { captionScrolls, isPostId } from '@/media-feeds/instagram/viewer'
import { paragraph, richText } from '@/seed/lexical'

describe('excerpts', () => {
  it('keeps short text whole and collapses white space', () => {
    expect(excerpt('  A  walk\n by the   water. ', 250)).toBe('A walk by the water.')
  })
  it('cuts long text at a word boundary within the limit, with an ellipsis', () => {
    const text = 'word '.repeat(100)
    const out = excerpt(text, EVENT_EXCERPT_LENGTH)
    expect(out.length).toBeLessThanOrEqual(EVENT_EXCERPT_LENGTH + 1)
    expect(out.endsWith('word…')).toBe(true)
  })
  it('cuts a single long word where the limit falls', () => {
    expect(excerpt('x'.repeat(300), 10)).toBe(`${'x'.repeat(10)}…`)
  })
  it('reads rich text as plain text, paragraphs separated', () => {
    expect(richTextExcerpt(richText(paragraph('First part.'), paragraph('Second part.')), 250)).toBe('First part. Second part.')
    expect(richTextExcerpt(null, 250)).toBe('')
  })
  it('prefers the editor’s own excerpt', () => {
    expect(cardExcerpt('Own words.', richText(paragraph('Body.')))).toBe('Own words.')
    expect(cardExcerpt('  ', richText(paragraph('Body.')))).toBe('Body.')
  })
})

describe('dates in en-CA, in the site’s time zone', () => {
  it('formats day, month and year, and month and year', () => {
    expect(formatDayMonthYear('2026-06-21T19:00:00.000Z')).toBe('June 21, 2026')
    expect(formatMonthYear('2026-06-21T19:00:00.000Z')).toBe('June 2026')
    expect(formatDayMonthYear('not a date')).toBe('')
    expect(formatMonthYear(null)).toBe('')
  })
  it('takes the calendar day in British Columbia (UTC early morning is still the previous day)', () => {
    expect(calendarDay('2026-06-22T03:00:00.000Z')).toBe('2026-06-21')
    expect(calendarDay('2026-06-22T19:00:00.000Z')).toBe('2026-06-22')
  })
})

describe('ordering', () => {
  const items = [{ date: '2026-01-02T00:00:00Z', n: 1 }, { date: null, n: 2 }, { date: '2026-03-01T00:00:00Z', n: 3 }, { date: '2025-12-01T00:00:00Z', n: 4 }]
  it('sorts newest first and soonest first, undated last', () => {
    expect(newestFirst(items, (i) => i.date).map((i) => i.n)).toEqual([3, 1, 4, 2])
    expect(soonestFirst(items, (i) => i.date).map((i) => i.n)).toEqual([4, 1, 3, 2])
  })
  it('keeps upcoming events (today or later), soonest first, at most 3', () => {
    const now = new Date('2026-06-21T20:00:00Z') // June 21 in Vancouver
    const events = [
      { id: 'past', date: '2026-06-20T19:00:00Z' },
      { id: 'later', date: '2026-08-01T19:00:00Z' },
      { id: 'today-morning', date: '2026-06-21T15:00:00Z' },
      { id: 'soon', date: '2026-06-25T19:00:00Z' },
      { id: 'much-later', date: '2026-12-01T19:00:00Z' },
      { id: 'undated', date: null },
    ]
    expect(upcomingEvents(events, now).map((e) => e.id)).toEqual(['today-morning', 'soon', 'later'])
    expect(upcomingEvents(events, now, Infinity)).toHaveLength(4)
    expect(pastEvents(events, now).map((e) => e.id)).toEqual(['past', 'undated'])
  })
  it('wraps Previous and Next around both ends', () => {
    const list = ['a', 'b', 'c']
    expect(wrapNeighbours(list, 0)).toEqual({ previous: 'c', next: 'b' })
    expect(wrapNeighbours(list, 2)).toEqual({ previous: 'b', next: 'a' })
    expect(wrapNeighbours(['only'], 0)).toEqual({ previous: null, next: null })
    expect(wrapNeighbours(list, -1)).toEqual({ previous: null, next: null })
    expect(wrapIndex(0, -1, 15)).toBe(14)
    expect(wrapIndex(14, 1, 15)).toBe(0)
  })
  it('counts cards shown after Load More clicks (news: 6, then +2)', () => {
    expect([0, 1, 2, 3].map((c) => shownCount(10, c, 6, 2))).toEqual([6, 8, 10, 10])
    expect(shownCount(4, 0, 6, 2)).toBe(4)
  })
})

describe('addresses, share links and the Instagram viewer rules', () => {
  it('builds the spec’s addresses', () => {
    expect(eventPath('walk')).toBe('/get-involved/find-an-event/walk')
    expect(storyPath('dan')).toBe('/our-impact/patient-stories/dan')
    expect(newsPath('hello')).toBe('/news/hello')
  })
  it('shares to four networks; the e-mail subject holds site name, post type and title', () => {
    const links = shareLinks({ url: 'https://example.org/s/a', title: 'A & B', siteName: 'Foundation', postType: 'Patient story' })
    expect(links.map((l) => l.network)).toEqual(['facebook', 'x', 'linkedin', 'email'])
    expect(links.every((l) => l.href.includes(encodeURIComponent('https://example.org/s/a')))).toBe(true)
    expect(decodeURIComponent(links[3]!.href)).toContain('subject=Foundation - Patient story: A & B')
  })
  it('accepts only numeric post ids and scrolls captions over 550 characters', () => {
    expect(isPostId('17895695668004550')).toBe(true)
    for (const bad of ['abc', '12a', '', null, ' 12', '-1']) expect(isPostId(bad)).toBe(false)
    expect(captionScrolls('x'.repeat(550))).toBe(false)
    expect(captionScrolls('x'.repeat(551))).toBe(true)
    expect(captionScrolls(null)).toBe(false)
  })
})

describe('gallery slides', () => {
  it('keeps pictures (resized copy) and YouTube videos in order, and drops items with neither', async () => {
    const { toSlides } = await import('@/content/gallery')
    const media = { id: 1, alt: 'Hills', url: '/api/media/file/a.png', width: 1200, height: 800, sizes: { wide: { url: '/api/media/file/a-1280.webp', width: 1280, height: 853 } } }
    const slides = toSlides([
      { id: 'a', image: media as never, caption: 'One' },
      { id: 'b', videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
      { id: 'c', image: 7 },
    ])
    expect(slides).toEqual([
      { key: 'a', kind: 'image', src: '/api/media/file/a-1280.webp', width: 1280, height: 853, alt: 'Hills', caption: 'One' },
      { key: 'b', kind: 'video', videoId: 'aqz-KE-bpKQ', caption: undefined },
    ])
    expect(toSlides(null)).toEqual([])
  })
})
