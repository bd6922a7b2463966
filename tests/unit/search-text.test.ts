import { describe, expect, it } from 'vitest'
import { normaliseForSearch } from '@/search/normalise'
import { readPageNumber, readQuery, withoutPatternCharacters } from '@/search/query'
import { buildSnippet, SNIPPET_AFTER, SNIPPET_BEFORE } from '@/search/snippet'
import { pagerWindow, searchPageHref, totalPages } from '@/search/pager'
import { blocksToText, htmlToText, lexicalToText } from '@/search/extractText'
import { heading, paragraph, richText } from '@/seed/lexical'

describe('normaliseForSearch', () => {
  it('lower-cases and makes every apostrophe straight', () => {
    expect(normaliseForSearch('Men’s HEALTH ‘Walk’')).toBe("men's health 'walk'")
    expect(normaliseForSearch("DON'T")).toBe("don't")
  })

  it('keeps the length, so positions map back to the original text', () => {
    for (const text of ['Prostate Cancer', 'İstanbul’s ﬁne', 'Kelowna — B.C.']) {
      expect(normaliseForSearch(text)).toHaveLength(text.length)
    }
  })
})

describe('pattern characters', () => {
  it.each([
    ['what is a gleason score?', 'what is a gleason score'],
    ['walk#1', 'walk 1'],
    ['psa*', 'psa'],
    ['stage (2)', 'stage 2'],
    ['a)', 'a'],
    ['bad \uD800 surrogate', 'bad surrogate'],
  ])('searches %j as %j, without a word about it', (typed, searched) => {
    expect(withoutPatternCharacters(typed)).toBe(searched)
    expect(readQuery(typed)).toBe(searched)
  })

  it.each(['incontinence', 'Kelowna', "men's health", 'T2b-c', '50% off', 'a/b & c', '🎗️ prostate'])('keeps %j as typed', (query) => {
    expect(withoutPatternCharacters(query)).toBe(query)
  })

  it('leaves nothing to search in a query of those characters alone', () => {
    expect(readQuery('?? (*)')).toBe('')
  })
})

describe('query parameters', () => {
  it('trims the query and reads the first of repeated values', () => {
    expect(readQuery('  walk ')).toBe('walk')
    expect(readQuery(['one', 'two'])).toBe('one')
    expect(readQuery(undefined)).toBe('')
  })

  it('reads page numbers of 1 or more, else page 1', () => {
    expect(readPageNumber('3')).toBe(3)
    expect(readPageNumber('0')).toBe(1)
    expect(readPageNumber('-2')).toBe(1)
    expect(readPageNumber('abc')).toBe(1)
    expect(readPageNumber(undefined)).toBe(1)
  })
})

describe('buildSnippet', () => {
  const words = (count: number, word: string) => Array.from({ length: count }, () => word).join(' ')

  it('shows up to 100 characters before the match and 150 after, with the match apart', () => {
    const text = `${words(60, 'before')} MATCH ${words(60, 'after')}`
    const at = text.indexOf('MATCH')
    const snippet = buildSnippet(text, at, 5)
    expect(snippet.match).toBe('MATCH')
    expect(snippet.before.startsWith('…')).toBe(true)
    expect(snippet.after.endsWith('…')).toBe(true)
    expect(snippet.before.length - 1).toBeLessThanOrEqual(SNIPPET_BEFORE)
    expect(snippet.before.length - 1).toBeGreaterThan(SNIPPET_BEFORE - 20)
    expect(snippet.after.length - 1).toBeLessThanOrEqual(SNIPPET_AFTER)
    expect(snippet.after.length - 1).toBeGreaterThan(SNIPPET_AFTER - 20)
  })

  it('has no ellipsis where the text is not cut', () => {
    expect(buildSnippet('A short text about walking.', 19, 4)).toEqual({
      before: 'A short text about ',
      match: 'walk',
      after: 'ing.',
    })
  })

  it('shows about the first 250 characters when there is no match position', () => {
    const text = words(100, 'word')
    const snippet = buildSnippet(text, -1, 4)
    expect(snippet.match).toBe('')
    expect(snippet.before.endsWith('…')).toBe(true)
    expect(snippet.before.length).toBeLessThanOrEqual(251)
    expect(snippet.before.length).toBeGreaterThan(230)
    expect(buildSnippet('Short.', -1, 3)).toEqual({ before: 'Short.', match: '', after: '' })
  })
})

describe('pager', () => {
  it('counts pages of 8', () => {
    expect(totalPages(0)).toBe(1)
    expect(totalPages(8)).toBe(1)
    expect(totalPages(9)).toBe(2)
    expect(totalPages(80)).toBe(10)
  })

  it('offers up to three numbered pages around the current one', () => {
    expect(pagerWindow(1, 1)).toEqual([1])
    expect(pagerWindow(1, 2)).toEqual([1, 2])
    expect(pagerWindow(1, 10)).toEqual([1, 2, 3])
    expect(pagerWindow(5, 10)).toEqual([4, 5, 6])
    expect(pagerWindow(10, 10)).toEqual([8, 9, 10])
    expect(pagerWindow(99, 10)).toEqual([8, 9, 10])
  })

  it('links page one without a page parameter, like a new query', () => {
    expect(searchPageHref('walk', 1)).toBe('/search?value=walk')
    expect(searchPageHref('prostate care', 3)).toBe('/search?value=prostate+care&page=3')
  })
})

describe('text extraction', () => {
  it('reads Lexical rich text with a line per block', () => {
    const state = richText(heading('h2', 'Living well'), paragraph('Walk ', 'every day.'))
    expect(lexicalToText(state)).toBe('Living well\nWalk every day.')
  })

  it('reads every visible string of blocks but not addresses or settings', () => {
    const layout = [
      { blockType: 'accordion', id: 'a1', items: [{ title: 'What is PSA?', body: richText(paragraph('A blood test.')) }] },
      { blockType: 'callToAction', heading: 'Talk to a peer', link: { url: 'https://example.org/x' }, style: 'dark' },
    ]
    const text = blocksToText(layout)
    expect(text).toContain('What is PSA?')
    expect(text).toContain('A blood test.')
    expect(text).toContain('Talk to a peer')
    expect(text).not.toContain('example.org')
    expect(text).not.toContain('dark')
    expect(text).not.toContain('accordion')
  })

  it('reads stored HTML as text', () => {
    expect(htmlToText('<p>Walk &amp; talk</p><p>Men&rsquo;s group</p>')).toBe("Walk & talk\n Men's group")
  })
})
