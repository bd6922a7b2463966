import { describe, expect, it } from 'vitest'
import { SearchIndex, type SearchDocument } from '@/search/searchIndex'
import { suggestTitles } from '@/search/suggestions'
import { MIN_SUGGESTION_LENGTH, SUGGESTION_LIMIT, suggestionQuery } from '@/search/suggestionQuery'

const doc = (kind: SearchDocument['kind'], id: string, title: string, text = ''): SearchDocument => ({
  kind,
  id,
  title,
  text,
  url: `/${kind}/${id}`,
})

function sampleIndex(): SearchIndex {
  const index = new SearchIndex()
  index.upsert(doc('page', 'biopsy', 'Biopsy and imaging', 'A biopsy takes small samples of the prostate. MRI scans show the gland.'))
  index.upsert(doc('page', 'incontinence', 'Incontinence', 'Pelvic floor exercises help with leaking urine after surgery.'))
  index.upsert(doc('page', 'psa', 'The PSA test and the DRE', 'The PSA test is a blood test. A biopsy may follow a high result.'))
  index.upsert(doc('page', 'prostate', 'The prostate', 'The prostate is a gland below the bladder.'))
  index.upsert(doc('event', 'walk', 'Men’s Walk in Kelowna', 'A gentle walk by the lake.'))
  index.upsert(doc('story', 'bill', 'Bill’s story: biking after surgery', 'Bill rode again six weeks after his operation.'))
  index.upsert(doc('news', 'biology', 'Biology of the prostate explained', 'How the gland grows.'))
  index.upsert(doc('news', 'untitled', '', 'Biopsy text with no title is never offered.'))
  return index
}

const titles = (index: SearchIndex, query: string, limit?: number) => suggestTitles(index, query, limit).map((s) => s.title)

describe('suggestTitles', () => {
  it('offers titles that start with two or three typed letters, pages before other kinds', () => {
    const index = sampleIndex()
    expect(titles(index, 'bio')).toEqual(['Biopsy and imaging', 'Biology of the prostate explained'])
    expect(titles(index, 'bi')[0]).toBe('Biopsy and imaging')
    expect(titles(index, 'bi')).toContain('Bill’s story: biking after surgery')
  })

  it('gives each suggestion its address and kind of content', () => {
    expect(suggestTitles(sampleIndex(), 'men')[0]).toEqual({ title: 'Men’s Walk in Kelowna', url: '/event/walk', kindLabel: 'Event' })
  })

  it('puts titles with a word starting with the query after titles starting with it, then search results', () => {
    const index = sampleIndex()
    // Two titles have a word starting with "prost"; the biopsy page only mentions the prostate in its text.
    expect(titles(index, 'prost')).toEqual(['The prostate', 'Biology of the prostate explained', 'Biopsy and imaging'])
    // Nothing starts with "gland": the search's results by relevance.
    expect(titles(index, 'gland')).toEqual(expect.arrayContaining(['The prostate', 'Biopsy and imaging']))
  })

  it('ignores case, accents and apostrophes in what is typed', () => {
    const index = sampleIndex()
    expect(titles(index, 'MENS WA')[0]).toBe('Men’s Walk in Kelowna')
    expect(titles(index, "men's")[0]).toBe('Men’s Walk in Kelowna')
    expect(titles(index, 'bíópsy')[0]).toBe('Biopsy and imaging')
  })

  it('tolerates a typo through the search', () => {
    expect(titles(sampleIndex(), 'incontinance')).toEqual(['Incontinence'])
  })

  it('offers each title once and at most the limit', () => {
    const index = new SearchIndex()
    for (let i = 1; i <= 20; i++) index.upsert(doc('page', `walk-${i}`, `Walking group ${String(i).padStart(2, '0')}`, 'walk walking'))
    // Two documents with one title and one address (as newsletters share their page): offered once.
    index.upsert({ kind: 'newsletter', id: 'a', title: 'Walkers’ news', url: '/newsletters', text: 'walk' })
    index.upsert({ kind: 'newsletter', id: 'b', title: 'Walkers’ news', url: '/newsletters', text: 'walk' })
    const six = titles(index, 'walk')
    expect(six).toHaveLength(SUGGESTION_LIMIT)
    expect(six[0]).toBe('Walking group 01')
    expect(titles(index, 'walkers')).toEqual(['Walkers’ news'])
    expect(titles(index, 'walk', 3)).toHaveLength(3)
    const all = titles(index, 'walk', 50)
    expect(new Set(all).size).toBe(all.length)
    expect(all).toHaveLength(21)
  })

  it('suggests nothing for under two letters or no match, and reads a query without # ? * ( )', () => {
    const index = sampleIndex()
    expect(MIN_SUGGESTION_LENGTH).toBe(2)
    expect(titles(index, 'b')).toEqual([])
    expect(titles(index, '  b  ')).toEqual([])
    expect(titles(index, '')).toEqual([])
    expect(titles(index, 'b?')).toEqual([])
    expect(titles(index, 'bio*')).toContain('Biopsy and imaging')
    expect(titles(index, '(bio)')).toContain('Biopsy and imaging')
    expect(titles(index, '\uD800bio')).toContain('Biopsy and imaging')
    expect(titles(index, 'zzqqxx')).toEqual([])
    expect(titles(index, '--')).toEqual([])
  })

  it('cuts a long query as search does, instead of refusing it', () => {
    const long = `biopsy ${'x'.repeat(500)}`
    expect(suggestionQuery(long)).toHaveLength(200)
    expect(titles(sampleIndex(), long)[0]).toBe('Biopsy and imaging')
  })
})
