import MiniSearch, { type Query } from 'minisearch'
import { distance } from 'fastest-levenshtein'
import { compareText } from '@/format/locale'
import { collapseWhitespace } from './normalise'
import { findSynonymSpans, parseSynonymGroups, DEFAULT_SYNONYMS, type SynonymGroup } from './synonyms'
import { STOP_WORDS, stemOf, tokenise, typoAllowance } from './terms'

/** The kinds of content search covers, in the order results of equal weight are listed. */
export const SEARCH_KINDS = ['page', 'event', 'story', 'news', 'member', 'supportGroup', 'newsletter'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** One searchable document, as a source turns it into text at indexing time. */
export type SearchDocument = {
  kind: SearchKind
  id: string
  title: string
  url: string
  /** Everything searchable besides the title, as plain text. */
  text: string
  /** Headings within the text (also part of it), weighed above body text. */
  headings?: string
}

export type SearchHit = {
  entry: SearchDocument
  /** Relevance (BM25 with the boosts below); higher first. */
  score: number
  titleMatch: boolean
  /** The stems that matched in the document (see matchedWords for the words as written). */
  terms: string[]
}

/** An indexed document, with its title's words as a query's are compared with it ("The prostate" is "prostate"). */
type Entry = SearchDocument & { key: string; headings: string; titleKey: string }

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g
/** Stored text as the index keeps it: control characters as spaces, runs of white space as one. */
const plainText = (text: string) => collapseWhitespace(text.replace(CONTROL, ' '))
/** More words than anyone types for one thing; the rest of a pasted paragraph is ignored. */
const MAX_QUERY_WORDS = 12

/** A title match outweighs a heading match, which outweighs the body text. */
const FIELD_BOOST = { title: 4, headings: 2, text: 1 }
/** An exact word scores 1; a word that only starts with the query, or is a typo away, less. */
const MATCH_WEIGHTS = { prefix: 0.5, fuzzy: 0.35 }
/** A synonym, or a word merely holding the query. */
const SYNONYM_BOOST = 0.7
const PIECE_BOOST = 0.3
/** A document whose whole title is the query comes first. */
const EXACT_TITLE_BOOST = 3
/** A document whose title or headings hold every word of a query of several words. */
const WORDS_TOGETHER_BOOST = 2
const MAX_PIECES = 10

/** The terms at the leaves of a query tree. */
function leafTerms(query: Query): string[] {
  if (typeof query === 'string') return [query]
  if (typeof query === 'symbol') return []
  return query.queries.flatMap(leafTerms)
}

const keyOf = (kind: SearchKind, id: string) => `${kind}:${id}`
const kindRank = (kind: SearchKind) => SEARCH_KINDS.indexOf(kind)
const hasDigit = (word: string) => /\d/.test(word)

/** The index's words: as written (folded) and grouped by stem; built after a change. */
type Vocabulary = {
  words: string[]
  formsOf: (stem: string) => string[]
  documentCount: (stem: string) => number
}

/** What MiniSearch keeps per stem; read for document counts (not public API, hence this narrow type). */
type TermIndex = { get(term: string): Map<number, Map<number, number>> | undefined; has(term: string): boolean }

/**
 * The in-memory index of every published searchable document, on MiniSearch (BM25 ranking,
 * prefix and typo-tolerant matching over a radix tree). Words are indexed by their stem, so
 * "erections" and "erection" are one word to the ranking. Each query word becomes a small OR
 * of: its stem (exact, as a prefix, with typos in proportion to the word's length), the stems
 * of indexed words that start with or hold the query word (the spec's substring behaviour),
 * and its synonyms. The words are combined with AND, and with OR when AND finds nothing.
 * Results of recent queries are kept until the next change.
 */
export class SearchIndex {
  private entries = new Map<string, Entry>()
  /** Every word form met while indexing, with its stem (may hold forms of removed documents; vocab() checks). */
  private forms = new Map<string, string>()
  private mini = this.emptyIndex()
  private vocabulary: Vocabulary | null = null
  private order: Map<string, number> | null = null
  private cache = new Map<string, SearchHit[]>()
  private synonymGroups: SynonymGroup[] = parseSynonymGroups(DEFAULT_SYNONYMS)

  private emptyIndex() {
    return new MiniSearch<Entry>({
      idField: 'key',
      fields: ['title', 'headings', 'text'],
      tokenize: (text) =>
        tokenise(text).map((word) => {
          let stem = this.forms.get(word)
          if (stem === undefined) {
            stem = stemOf(word)
            this.forms.set(word, stem)
          }
          return stem
        }),
      processTerm: (term) => term,
      searchOptions: { tokenize: (text) => [text], processTerm: (term) => term, boost: FIELD_BOOST, weights: MATCH_WEIGHTS, maxFuzzy: 3 },
    })
  }

  get size(): number {
    return this.entries.size
  }

  upsert(doc: SearchDocument): void {
    const key = keyOf(doc.kind, doc.id)
    const old = this.entries.get(key)
    if (old) this.mini.remove(old)
    const title = plainText(doc.title)
    const entry: Entry = {
      ...doc,
      key,
      title,
      text: plainText(doc.text),
      headings: plainText(doc.headings ?? ''),
      titleKey: SearchIndex.queryWords(title).join(' '),
    }
    this.entries.set(key, entry)
    // A document without a title is never listed (nothing to show as its link).
    if (entry.title) this.mini.add(entry)
    this.changed()
  }

  remove(kind: SearchKind, id: string): void {
    const old = this.entries.get(keyOf(kind, id))
    if (!old) return
    this.entries.delete(old.key)
    if (old.title) this.mini.remove(old)
    this.changed()
  }

  replaceAll(docs: Iterable<SearchDocument>): void {
    this.entries.clear()
    this.forms.clear()
    this.mini = this.emptyIndex()
    for (const doc of docs) this.upsert(doc)
    this.changed()
  }

  /** Staff's synonym lines (see ./synonyms); takes effect with the next query. */
  setSynonyms(lines: Iterable<string>): void {
    this.synonymGroups = parseSynonymGroups(lines)
    this.cache.clear()
  }

  /** One indexed document, if it is indexed. */
  get(kind: SearchKind, id: string): SearchDocument | undefined {
    return this.entries.get(keyOf(kind, id))
  }

  /** The address of every indexed document (each published, titled document has one). */
  urls(): string[] {
    return [...this.entries.values()].map((entry) => entry.url)
  }

  /** Forgets remembered results (the benchmark times first searches with it). */
  clearResultCache(): void {
    this.cache.clear()
  }

  private changed(): void {
    this.vocabulary = null
    this.order = null
    this.cache.clear()
  }

  /** Every document's place by kind, then title: the order of equally relevant results. */
  private listingOrder(): Map<string, number> {
    if (this.order) return this.order
    const sorted = [...this.entries.values()].sort(
      (a, b) => kindRank(a.kind) - kindRank(b.kind) || compareText(a.title, b.title),
    )
    this.order = new Map(sorted.map((entry, i) => [entry.key, i]))
    return this.order
  }

  private vocab(): Vocabulary {
    if (this.vocabulary) return this.vocabulary
    const termIndex = (this.mini as unknown as { _index: TermIndex })._index
    const words: string[] = []
    const byStem = new Map<string, string[]>()
    for (const [word, stem] of this.forms) {
      if (!termIndex.has(stem)) continue
      words.push(word)
      const forms = byStem.get(stem)
      if (forms) forms.push(word)
      else byStem.set(stem, [word])
    }
    const documentCount = (stem: string) => {
      const docs = new Set<number>()
      for (const perField of termIndex.get(stem)?.values() ?? []) for (const doc of perField.keys()) docs.add(doc)
      return docs.size
    }
    this.vocabulary = { words, formsOf: (stem) => byStem.get(stem) ?? [], documentCount }
    return this.vocabulary
  }

  /** One query word as its OR of matches (see the class comment); `loose` adds typos and pieces. */
  private wordQuery(word: string, boost: number, { loose }: { loose: boolean }): Query {
    const stem = stemOf(word)
    // Three letters start too many words ("men" would find "mental" first).
    const allowPrefix = word.length >= 4 && !hasDigit(word)
    // Typos are counted on the stem; a stemmer that could not strip a misspelt ending
    // ("incontinense") leaves a long stem longer, so one more edit is allowed there.
    // A word the index holds is taken as meant: looking for its typos would cost time (the
    // radix tree's fuzzy walk) and add near-misses ("test" → "rest") below the real matches.
    const known = this.vocab().formsOf(stem).length > 0
    const typos = loose && !known ? Math.min(3, typoAllowance(word) + (stem.length >= 8 && word.length > stem.length ? 1 : 0)) : 0
    const ways: Query[] = [{ queries: [stem], prefix: allowPrefix, fuzzy: typos, boostTerm: () => boost }]
    // One pass over the index's words (as written) for what the stems alone miss: words that
    // start with the query word or hold it ("walki" → "walking", "contin" → "incontinence"),
    // and misspellings of a word whose stem differs ("walkng" → "walking", stem "walk").
    // Typos are looked for only among words of the same first letter, which keeps it fast.
    const starting = new Set<string>()
    const holding = new Set<string>()
    const near = new Set<string>()
    const findPieces = loose && word.length >= 4 && !hasDigit(word)
    if (allowPrefix || typos) {
      for (const form of this.vocab().words) {
        const formStem = this.forms.get(form)!
        if (formStem === stem) continue
        if (form.length > word.length) {
          if (allowPrefix && form.startsWith(word)) {
            // Stems that start with the query's stem are MiniSearch's own prefix matches already.
            if (!formStem.startsWith(stem)) starting.add(formStem)
            continue
          }
          if (findPieces && holding.size < MAX_PIECES && form.includes(word)) {
            holding.add(formStem)
            continue
          }
        }
        if (typos && form[0] === word[0] && Math.abs(form.length - word.length) <= typos && distance(form, word) <= typos) {
          // A stem MiniSearch's own typo search reaches already would count twice.
          if (distance(formStem, stem) > typos) near.add(formStem)
        }
      }
    }
    for (const s of starting) {
      holding.delete(s)
      near.delete(s)
    }
    const exactly = (stems: Set<string>, weight: number): Query => ({ queries: [...stems], prefix: false, fuzzy: false, boostTerm: () => boost * weight })
    if (starting.size) ways.push(exactly(starting, MATCH_WEIGHTS.prefix))
    if (holding.size) ways.push(exactly(holding, PIECE_BOOST))
    if (near.size) ways.push(exactly(near, MATCH_WEIGHTS.fuzzy))
    return ways.length === 1 ? ways[0]! : { combineWith: 'OR', queries: ways }
  }

  /** The query's words as concepts: single words, or a synonym's phrase with its alternatives. */
  private concepts(words: string[]): Query[] {
    const spans = findSynonymSpans(words, this.synonymGroups)
    const concepts: Query[] = []
    for (let at = 0; at < words.length; ) {
      const span = spans.find((s) => s.start === at)
      if (!span) {
        concepts.push(this.wordQuery(words[at]!, 1, { loose: true }))
        at++
        continue
      }
      const own = words.slice(at, at + span.length)
      const phraseQuery = (phrase: string[], boost: number, loose: boolean): Query =>
        phrase.length === 1
          ? this.wordQuery(phrase[0]!, boost, { loose })
          : { combineWith: 'AND', queries: phrase.map((w) => this.wordQuery(w, boost, { loose })) }
      concepts.push({
        combineWith: 'OR',
        queries: [phraseQuery(own, 1, true), ...span.alternatives.map((phrase) => phraseQuery(phrase, SYNONYM_BOOST, false))],
      })
      at += span.length
    }
    return concepts
  }

  /** The words a query is searched by: normalised, without stop words unless nothing else is left. */
  static queryWords(query: string): string[] {
    const words = tokenise(query.replace(CONTROL, ' ')).slice(0, MAX_QUERY_WORDS)
    const meaningful = words.filter((word) => !STOP_WORDS.has(word))
    return meaningful.length ? meaningful : words
  }

  /**
   * Every document matching the query, most relevant first (ties by kind, then title):
   * all of the query's words when some document has them all, else any of them.
   */
  search(query: string, { useCache = true }: { useCache?: boolean } = {}): SearchHit[] {
    const words = SearchIndex.queryWords(query)
    if (!words.length || !this.mini.documentCount) return []
    const cacheKey = words.join(' ')
    const cached = useCache ? this.cache.get(cacheKey) : undefined
    if (cached) return cached

    const concepts = this.concepts(words)
    let results = this.mini.search({ combineWith: 'AND', queries: concepts })
    if (!results.length && concepts.length > 1) results = this.mini.search({ combineWith: 'OR', queries: concepts })
    // MiniSearch multiplies a score by the number of query terms a document matched; here a
    // query word is several terms (its forms, typos, pieces), which would favour a document
    // for matching one word in many ways. Count the query's concepts a document matched instead.
    const conceptOf = new Map<string, number>()
    concepts.forEach((concept, i) => {
      for (const term of leafTerms(concept)) if (!conceptOf.has(term)) conceptOf.set(term, i)
    })

    const order = this.listingOrder()
    const hits: Array<SearchHit & { order: number }> = []
    for (const result of results) {
      const entry = this.entries.get(result.id as string)
      if (!entry) continue
      let titleTerms = 0
      let headingTerms = 0
      for (const term in result.match) {
        const fields = result.match[term]!
        if (fields.includes('title')) titleTerms++
        if (fields.includes('headings')) headingTerms++
      }
      let score = result.score
      if (concepts.length > 1) {
        const matched = new Set<number | undefined>()
        for (const term of result.queryTerms) matched.add(conceptOf.get(term))
        score = (score / result.queryTerms.length) * matched.size
        // Several words together in the title or one heading field say more than the same
        // words spread over the text ("how common is prostate cancer" is a heading of Statistics).
        if (titleTerms >= concepts.length || headingTerms >= concepts.length) score *= WORDS_TOGETHER_BOOST
      } else {
        score /= Math.max(1, result.queryTerms.length)
      }
      if (entry.titleKey === cacheKey) score *= EXACT_TITLE_BOOST
      hits.push({ entry, score, titleMatch: titleTerms > 0, terms: result.terms, order: order.get(entry.key) ?? 0 })
    }
    // Ties (common: same word count, same frequency) by kind, then title, from a precomputed order.
    hits.sort((a, b) => b.score - a.score || a.order - b.order)
    if (this.cache.size >= 100) this.cache.delete(this.cache.keys().next().value!)
    this.cache.set(cacheKey, hits)
    return hits
  }

  /**
   * A hit's matched words as written in the index, one group per stem, the group nearest to the
   * query's own words first: the snippet highlights "incontinence" for "incontinance" rather
   * than a synonym matched further up the text.
   */
  matchedWords(query: string, stems: string[]): string[][] {
    const own = SearchIndex.queryWords(query).map(stemOf)
    const closeness = (stem: string) => Math.min(...own.map((word) => distance(word, stem) / Math.max(word.length, stem.length)))
    return stems
      .map((stem) => ({ stem, closeness: closeness(stem) }))
      .sort((a, b) => a.closeness - b.closeness)
      .map(({ stem }) => this.vocab().formsOf(stem))
  }

  /**
   * "Did you mean": the query with each word the index does not know replaced by the nearest
   * word it does (fewest edits, then the most common), when that finds something; else null.
   */
  suggestCorrection(query: string): string | null {
    const vocab = this.vocab()
    const words = SearchIndex.queryWords(query)
    let changed = false
    const corrected = words.map((word) => {
      if (hasDigit(word) || vocab.formsOf(stemOf(word)).length) return word
      const allowance = Math.max(2, typoAllowance(word) + 1)
      let best: { term: string; distance: number; count: number } | null = null
      for (const term of vocab.words) {
        if (Math.abs(term.length - word.length) > allowance || hasDigit(term)) continue
        const d = distance(word, term)
        if (d > allowance || (best && d > best.distance)) continue
        const count = vocab.documentCount(this.forms.get(term)!)
        if (!best || d < best.distance || count > best.count) best = { term, distance: d, count }
      }
      if (!best) return word
      changed = true
      return best.term
    })
    if (!changed) return null
    const suggestion = corrected.join(' ')
    return this.search(suggestion).length ? suggestion : null
  }
}
