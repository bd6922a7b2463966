import { describe, expect, it } from 'vitest'
import { SearchIndex, type SearchDocument } from '@/search/searchIndex'

const doc = (kind: SearchDocument['kind'], id: string, title: string, text = ''): SearchDocument => ({
  kind,
  id,
  title,
  text,
  url: `/${kind}/${id}`,
})

describe('SearchIndex', () => {
  it('finds a substring of a title or text, whatever the case and apostrophe', () => {
    const index = new SearchIndex()
    index.upsert(doc('page', '1', 'Incontinence', 'Pelvic floor exercises help.'))
    index.upsert(doc('event', '2', 'Men’s Walk in Kelowna', 'A gentle walk by the lake.'))
    index.upsert(doc('supportGroup', '3', 'Okanagan group', 'Meets in KELOWNA monthly.'))
    expect(index.search('INCONTIN').map((h) => h.entry.id)).toEqual(['1'])
    expect(index.search("men's walk").map((h) => h.entry.id)).toEqual(['2'])
    expect(index.search('men’s walk').map((h) => h.entry.id)).toEqual(['2'])
    expect(index.search('kelowna').map((h) => h.entry.id)).toEqual(['2', '3'])
    expect(index.search('nothing like this')).toEqual([])
    expect(index.search('   ')).toEqual([])
  })

  it('lists title matches first, then by kind, then by title', () => {
    const index = new SearchIndex()
    index.upsert(doc('newsletter', 'n', 'Spring walk', ''))
    index.upsert(doc('page', 'p', 'Exercise', 'Walk every day.'))
    index.upsert(doc('event', 'e', 'Annual Walk', ''))
    index.upsert(doc('page', 'q', 'Activity', 'A walk helps.'))
    expect(index.search('walk').map((h) => h.entry.id)).toEqual(['e', 'n', 'q', 'p'])
  })

  it('gives the match position in the text, or -1 when only the title matched', () => {
    const index = new SearchIndex()
    index.upsert(doc('page', '1', 'Sleep', 'Good sleep matters. Rest well.'))
    index.upsert(doc('page', '2', 'Rest', 'Nothing here.'))
    const hits = index.search('rest')
    expect(hits.find((h) => h.entry.id === '1')?.textMatchAt).toBe('Good sleep matters. '.length)
    expect(hits.find((h) => h.entry.id === '2')?.textMatchAt).toBe(-1)
    expect(hits.find((h) => h.entry.id === '1')?.titleMatch).toBe(false)
  })

  it('never matches across two documents or across a title and its text', () => {
    const index = new SearchIndex()
    index.upsert(doc('page', '1', 'Alpha', 'ends with walk'))
    index.upsert(doc('page', '2', 'ing starts', 'beta'))
    expect(index.search('walking')).toEqual([])
    expect(index.search('alphaends')).toEqual([])
  })

  it('never lists a document without a title', () => {
    const index = new SearchIndex()
    index.upsert(doc('page', '1', '', 'walk'))
    expect(index.search('walk')).toEqual([])
  })

  it('follows updates and removals at once', () => {
    const index = new SearchIndex()
    index.upsert(doc('story', '1', 'First title', ''))
    expect(index.search('first')).toHaveLength(1)
    index.upsert(doc('story', '1', 'Renamed', ''))
    expect(index.search('first')).toHaveLength(0)
    expect(index.search('renamed')).toHaveLength(1)
    index.remove('story', '1')
    expect(index.search('renamed')).toHaveLength(0)
    expect(index.size).toBe(0)
  })
})
