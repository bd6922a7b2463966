import type MiniSearch from 'minisearch'
import { isPairTerm } from './terms'

/*
 * The one place search reads MiniSearch's private fields (listed in the README under "Where we
 * depend on internals"). Its public search() returns an object per matching document and term,
 * and on 10,000 documents, where a common word matches most of them, that garbage was most of a
 * query's time: two to three times this scorer's, over the 25 ms a query may take. Everything
 * else in src/search uses MiniSearch's public API. tests/unit/search-minisearch-internals.test.ts
 * holds this file to MiniSearch's own search() and fails first when an upgrade changes these fields.
 */

/**
 * A query as search runs it: indexed stems at the leaves (each exact, or also as a prefix or
 * with typos), combined with AND and OR.
 */
export type TermQuery = { term: string; prefix: boolean; typos: number; boost: number }
export type QueryTree = TermQuery | { combineWith: 'AND' | 'OR'; queries: QueryTree[] }

/** The index's posting list of one stem: per field number, document number → times it occurs. */
type Postings = Map<number, Map<number, number>>

/**
 * The parts of MiniSearch (7.2, pinned in package.json) that BM25 scoring reads, typed narrowly:
 * its radix tree of stems with their postings, and the statistics the score needs.
 */
type Internals = {
  _index: {
    get(term: string): Postings | undefined
    atPrefix(prefix: string): Iterable<[string, Postings]>
    fuzzyGet(term: string, maxDistance: number): Map<string, [Postings, number]>
  }
  _documentIds: Map<number, string>
  _fieldIds: Record<string, number>
  _fieldLength: Map<number, number[]>
  _avgFieldLength: number[]
  _documentCount: number
  _nextId: number
}

/** BM25+ as MiniSearch computes it, with its default parameters. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 }

/** Flags per document: it matched, and in which of the fields that rank above body text. */
export const MATCHED = 1
export const IN_TITLE = 2
export const IN_HEADINGS = 4

/** One query's scores over every document number, and its flags (see MATCHED). */
export type Scores = { score: Float64Array; flags: Uint8Array }

/** A stem found for a query, with its postings: a shown result's matched stems are read from these. */
export type FoundTerm = { term: string; postings: Postings }

/**
 * Scores a query tree over a MiniSearch index the way MiniSearch's own search does (BM25+ per
 * field, summed; prefix and typo matches weighed down by their distance), into one array slot
 * per document. MiniSearch's search() allocates an object per matching document and term and
 * returns them all; on 10,000 documents, where a common word matches most of them, that garbage
 * was most of a query's time. Here nothing is allocated per document.
 */
export class Scorer {
  private readonly index: Internals
  private readonly fields: Array<{ id: number; boost: number; flag: number }>

  constructor(
    mini: MiniSearch,
    boosts: { title: number; headings: number; text: number },
    private readonly weights: { prefix: number; fuzzy: number },
  ) {
    this.index = mini as unknown as Internals
    const ids = this.index._fieldIds
    this.fields = [
      { id: ids.title!, boost: boosts.title, flag: IN_TITLE },
      { id: ids.headings!, boost: boosts.headings, flag: IN_HEADINGS },
      { id: ids.text!, boost: boosts.text, flag: 0 },
      // Pairs of neighbouring words: they say where a phrase stands, and score nothing.
      { id: ids.pairs!, boost: 0, flag: 0 },
    ]
  }

  /** The id (as added) of a document number. */
  documentId(doc: number): string | undefined {
    return this.index._documentIds.get(doc)
  }

  /** Scores the tree; every stem it found is added to `found`. */
  run(query: QueryTree, found: FoundTerm[]): Scores {
    const size = this.index._nextId
    const out: Scores = { score: new Float64Array(size), flags: new Uint8Array(size) }
    this.into(query, out, found)
    return out
  }

  private into(query: QueryTree, out: Scores, found: FoundTerm[]): void {
    if ('term' in query) return this.term(query, out, found)
    if (query.combineWith === 'OR') {
      for (const part of query.queries) this.into(part, out, found)
      return
    }
    // AND: a document counts only when every part matched it.
    const parts = query.queries.map((part) => this.run(part, found))
    for (let doc = 0; doc < out.score.length; doc++) {
      let score = 0
      let flags = MATCHED
      for (const part of parts) {
        if (!(part.flags[doc]! & MATCHED)) {
          flags = 0
          break
        }
        score += part.score[doc]!
        flags |= part.flags[doc]!
      }
      if (flags) {
        out.score[doc] = out.score[doc]! + score
        out.flags[doc] = out.flags[doc]! | flags
      }
    }
  }

  private term({ term, prefix, typos, boost }: TermQuery, out: Scores, found: FoundTerm[]): void {
    const exact = this.index._index.get(term)
    if (exact) this.add(term, exact, boost, out, found)
    const prefixed = new Set<string>()
    if (prefix) {
      for (const [longer, postings] of this.index._index.atPrefix(term)) {
        if (longer === term) continue
        prefixed.add(longer)
        const distance = longer.length - term.length
        this.add(longer, postings, boost * ((this.weights.prefix * longer.length) / (longer.length + 0.3 * distance)), out, found)
      }
    }
    if (typos > 0) {
      for (const [near, [postings, distance]] of this.index._index.fuzzyGet(term, typos)) {
        if (!distance || prefixed.has(near) || isPairTerm(near)) continue
        this.add(near, postings, boost * ((this.weights.fuzzy * near.length) / (near.length + distance)), out, found)
      }
    }
  }

  private add(term: string, postings: Postings, weight: number, out: Scores, found: FoundTerm[]): void {
    found.push({ term, postings })
    const { _documentIds: ids, _fieldLength: lengths, _avgFieldLength: averages, _documentCount: total } = this.index
    for (const field of this.fields) {
      const counts = postings.get(field.id)
      if (!counts) continue
      const idf = Math.log(1 + (total - counts.size + 0.5) / (counts.size + 0.5))
      const average = averages[field.id]!
      const fieldWeight = weight * field.boost * idf
      for (const [doc, frequency] of counts) {
        if (!ids.has(doc)) continue
        const length = lengths.get(doc)![field.id]!
        const bm25 = BM25.d + (frequency * (BM25.k + 1)) / (frequency + BM25.k * (1 - BM25.b + (BM25.b * length) / average))
        out.score[doc] = out.score[doc]! + fieldWeight * bm25
        out.flags[doc] = out.flags[doc]! | MATCHED | field.flag
      }
    }
  }
}

/** The stems among `found` that occur in the document (words only: pairs of them are not shown). */
export function termsIn(doc: number, found: FoundTerm[]): string[] {
  const terms = new Set<string>()
  for (const { term, postings } of found) {
    if (isPairTerm(term)) continue
    for (const counts of postings.values()) {
      if (counts.has(doc)) {
        terms.add(term)
        break
      }
    }
  }
  return [...terms]
}
