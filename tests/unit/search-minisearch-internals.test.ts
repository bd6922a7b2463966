import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import { MATCHED, Scorer, termsIn, type FoundTerm, type QueryTree } from '@/search/miniSearchInternals'

/**
 * The scorer reads MiniSearch's internals to score without allocating per document. These tests
 * hold it to MiniSearch's own search(): same documents, same scores. An upgrade of MiniSearch
 * that changes those internals (or their shape) fails here first.
 */
const fields = ['title', 'headings', 'text']
const boost = { title: 4, headings: 2, text: 1 }
const weights = { prefix: 0.5, fuzzy: 0.35 }

function sampleMini() {
  const mini = new MiniSearch({ fields, searchOptions: { boost, weights } })
  mini.addAll([
    { id: 'a', title: 'Incontinence after surgery', headings: 'Pelvic floor', text: 'Leaking urine is common after surgery and often gets better.' },
    { id: 'b', title: 'Exercise', headings: 'Walking', text: 'Walking and exercises help recovery. Walk every day.' },
    { id: 'c', title: 'Support groups', headings: 'Kelowna', text: 'Groups meet monthly. Incontinent men are welcome.' },
    { id: 'd', title: 'Surgery', headings: 'Recovery', text: 'Surgeons remove the prostate. Recovery takes weeks.' },
    { id: 'e', title: 'Removed', headings: '', text: 'surgery surgery' },
  ])
  mini.remove({ id: 'e', title: 'Removed', headings: '', text: 'surgery surgery' })
  return mini
}

/** What the scorer gives for one term query, by document id. */
function scored(mini: MiniSearch, query: QueryTree) {
  const scorer = new Scorer(mini, boost, weights)
  const found: FoundTerm[] = []
  const { score, flags } = scorer.run(query, found)
  const out: Record<string, number> = {}
  flags.forEach((flag, doc) => {
    if (flag & MATCHED) out[scorer.documentId(doc)!] = score[doc]!
  })
  return { out, found }
}

/** What MiniSearch's own search gives, by document id. */
function expected(mini: MiniSearch, term: string, options: { prefix: boolean; fuzzy: number }) {
  return Object.fromEntries(mini.search(term, { ...options, boost, weights }).map((r) => [r.id as string, r.score]))
}

describe('Scorer', () => {
  it('finds the private fields it reads, in the shape it reads them', () => {
    const mini = sampleMini() as unknown as Record<string, unknown>
    const index = mini._index as { get: unknown; atPrefix: unknown; fuzzyGet: unknown }
    expect([typeof index.get, typeof index.atPrefix, typeof index.fuzzyGet]).toEqual(['function', 'function', 'function'])
    expect(mini._documentIds).toBeInstanceOf(Map)
    expect(mini._fieldLength).toBeInstanceOf(Map)
    expect(mini._fieldIds).toEqual({ title: 0, headings: 1, text: 2 })
    expect(Array.isArray(mini._avgFieldLength)).toBe(true)
    expect([typeof mini._documentCount, typeof mini._nextId]).toEqual(['number', 'number'])
  })

  it('scores an exact word as MiniSearch does, removed documents left out', () => {
    const mini = sampleMini()
    const { out } = scored(mini, { term: 'surgery', prefix: false, typos: 0, boost: 1 })
    const want = expected(mini, 'surgery', { prefix: false, fuzzy: 0 })
    expect(Object.keys(out).sort()).toEqual(['a', 'd'])
    for (const id of Object.keys(want)) expect(out[id]).toBeCloseTo(want[id]!, 10)
  })

  it('scores prefix and typo matches as MiniSearch does, weighed down by their distance', () => {
    const mini = sampleMini()
    for (const [term, prefix, fuzzy] of [['walk', true, 0], ['incontinance', true, 2], ['surgury', false, 1]] as const) {
      const { out } = scored(mini, { term, prefix, typos: fuzzy, boost: 1 })
      const want = expected(mini, term, { prefix, fuzzy })
      expect(Object.keys(want).length).toBeGreaterThan(0)
      expect(Object.keys(out).sort()).toEqual(Object.keys(want).sort())
      for (const id of Object.keys(want)) expect(out[id]).toBeCloseTo(want[id]!, 10)
    }
  })

  it('combines with AND and OR, and says which found words a document holds', () => {
    const mini = sampleMini()
    const surgery = { term: 'surgery', prefix: false, typos: 0, boost: 1 }
    const recovery = { term: 'recovery', prefix: false, typos: 0, boost: 1 }
    const both = scored(mini, { combineWith: 'AND', queries: [surgery, recovery] })
    expect(Object.keys(both.out)).toEqual(['d'])
    const either = scored(mini, { combineWith: 'OR', queries: [surgery, recovery] })
    expect(Object.keys(either.out).sort()).toEqual(['a', 'b', 'd'])
    const d = [...(mini as unknown as { _documentIds: Map<number, string> })._documentIds].find(([, id]) => id === 'd')![0]
    expect(termsIn(d, either.found).sort()).toEqual(['recovery', 'surgery'])
  })
})
