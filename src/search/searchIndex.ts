import MiniSearch from 'minisearch'
import { distance } from 'fastest-levenshtein'
import { compareText } from '@/format/locale'
import { collapseWhitespace } from './normalise'
import { IN_HEADINGS, IN_TITLE, MATCHED, Scorer, termsIn, type FoundTerm, type QueryTree, type Scores } from './scoring'
import { findSynonymSpans, parseSynonymGroups, DEFAULT_SYNONYMS, type SynonymGroup } from './synonyms'
import { QUESTION_FILLERS, QUESTION_STARTS, STOP_WORDS, stemOf, tokenise, typoAllowance } from './terms'

/** The kinds of content search covers, in the order results of equal weight are listed. */
export const SEARCH_KINDS = ['page', 'event', 'story', 'news', 'member', 'supportGroup', 'newsletter', 'video', 'grantee'] as const
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
  /** Other names of the page (its menu labels): weighed as headings, and a query equal to one is a title match. */
  aliases?: string[]
}

export type SearchHit = {
  entry: SearchDocument
  /** Relevance (BM25 with the boosts below); higher first. */
  score: number
  /** The stems that matched in the document (see matchedWords for the words as written). */
  readonly terms: string[]
}

/** An indexed document, with its title's words as a query's are compared with it ("The prostate" is "prostate"). */
type Entry = SearchDocument & { key: string; headings: string; titleKeys: string[] }

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
/**
 * A video is a title and a line or two, and BM25 favours short documents: a video titled with
 * the query outscored the page that explains it ("pelvic" put the exercise video above the page
 * on incontinence). Halved, the page comes first and the video next to it; a query for the
 * video's own title still finds it first.
 */
const KIND_BOOST: Partial<Record<SearchKind, number>> = { video: 0.5 }
/**
 * Queries whose results are kept for the pager and repeated searches. A common word matches most
 * of 10,000 documents, so each kept query holds thousands of hits: a few dozen are enough.
 */
const CACHED_QUERIES = 24

/**
 * One matching document. Its matched stems are worked out when asked for: only the eight hits
 * a page shows need them, out of thousands a common word matches.
 */
class Hit implements SearchHit {
  constructor(
    readonly entry: SearchDocument,
    readonly score: number,
    /** Its place in the listing order, for ties. */
    readonly order: number,
    private readonly doc: number,
    /** The stems the query found; the ones in this document are its matched terms. */
    private readonly found: FoundTerm[],
  ) {}

  get terms(): string[] {
    return termsIn(this.doc, this.found)
  }
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
 * The in-memory index of every published searchable document, on MiniSearch (its radix tree of
 * stems, with exact, prefix and typo lookups), ranked by BM25+ in ./scoring. Words are indexed by their stem, so
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
  private scorer = new Scorer(this.mini, FIELD_BOOST, MATCH_WEIGHTS)
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
      headings: plainText([doc.headings ?? '', ...(doc.aliases ?? [])].join('\n')),
      titleKeys: [title, ...(doc.aliases ?? [])].map((name) => SearchIndex.queryWords(plainText(name)).join(' ')),
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
    this.scorer = new Scorer(this.mini, FIELD_BOOST, MATCH_WEIGHTS)
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

  /** Every indexed document that has a title (the ones search can list). */
  documents(): SearchDocument[] {
    return [...this.entries.values()].filter((entry) => entry.title)
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

  private raw(): { _index: TermIndex } {
    return this.mini as unknown as { _index: TermIndex }
  }

  private vocab(): Vocabulary {
    if (this.vocabulary) return this.vocabulary
    const termIndex = this.raw()._index
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

  /**
   * One query word as its OR of matches (see the class comment); `loose` adds typos and pieces.
   * A strict word (a synonym's) that no indexed word can match is null: the synonym is left out
   * rather than run, as a phrase whose other words hold thousands of documents would be.
   */
  private wordQuery(word: string, boost: number, { loose }: { loose: true }): QueryTree
  private wordQuery(word: string, boost: number, { loose }: { loose: boolean }): QueryTree | null
  private wordQuery(word: string, boost: number, { loose }: { loose: boolean }): QueryTree | null {
    const stem = stemOf(word)
    // Three letters start too many words ("men" would find "mental" first).
    const allowPrefix = word.length >= 4 && !hasDigit(word)
    // Typos are counted on the stem; a stemmer that could not strip a misspelt ending
    // ("incontinense") leaves a long stem longer, so one more edit is allowed there.
    // A word the index holds is taken as meant: looking for its typos would cost time (the
    // radix tree's fuzzy walk) and add near-misses ("test" → "rest") below the real matches.
    const known = this.vocab().formsOf(stem).length > 0
    const typos = loose && !known ? Math.min(3, typoAllowance(word) + (stem.length >= 8 && word.length > stem.length ? 1 : 0)) : 0
    const ways: QueryTree[] = [{ term: stem, prefix: allowPrefix, typos, boost }]
    // One pass over the index's words (as written) for what the stems alone miss: words that
    // start with the query word or hold it ("walki" → "walking", "contin" → "incontinence"),
    // and misspellings of a word whose stem differs ("walkng" → "walking", stem "walk").
    // Typos are looked for only among words of the same first letter, which keeps it fast.
    const starting = new Set<string>()
    const holding = new Set<string>()
    const near = new Set<string>()
    const findPieces = loose && word.length >= 4 && !hasDigit(word)
    let prefixOfAStem = false
    if (allowPrefix || typos) {
      for (const form of this.vocab().words) {
        const formStem = this.forms.get(form)!
        if (formStem === stem) continue
        prefixOfAStem ||= allowPrefix && formStem.startsWith(stem)
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
    if (!loose && !known && !prefixOfAStem && !starting.size) return null
    for (const s of starting) {
      holding.delete(s)
      near.delete(s)
    }
    const exactly = (stems: Set<string>, weight: number) => {
      for (const term of stems) ways.push({ term, prefix: false, typos: 0, boost: boost * weight })
    }
    exactly(starting, MATCH_WEIGHTS.prefix)
    exactly(holding, PIECE_BOOST)
    exactly(near, MATCH_WEIGHTS.fuzzy)
    return ways.length === 1 ? ways[0]! : { combineWith: 'OR', queries: ways }
  }

  /** The query's words as concepts: single words, or a synonym's phrase with its alternatives. */
  private concepts(words: string[]): QueryTree[] {
    const spans = findSynonymSpans(words, this.synonymGroups)
    const concepts: QueryTree[] = []
    for (let at = 0; at < words.length; ) {
      const span = spans.find((s) => s.start === at)
      if (!span) {
        concepts.push(this.wordQuery(words[at]!, 1, { loose: true }))
        at++
        continue
      }
      const own = words.slice(at, at + span.length)
      const phraseQuery = (phrase: string[], boost: number, loose: boolean): QueryTree | null => {
        const queries = phrase.map((w) => this.wordQuery(w, boost, { loose }))
        if (queries.some((query) => query === null)) return null
        return queries.length === 1 ? queries[0]! : { combineWith: 'AND', queries: queries as QueryTree[] }
      }
      // Words that matched a synonym are spelt as staff spelt them: no typos or pieces of them
      // ("impotence", absent from the text, is not a misspelt "impact"), unless nothing else is left.
      const ways = [own, ...span.alternatives]
        .map((phrase, i) => phraseQuery(phrase, i ? SYNONYM_BOOST : 1, false))
        .filter((query) => query !== null)
      concepts.push(ways.length ? { combineWith: 'OR', queries: ways } : phraseQuery(own, 1, true)!)
      at += span.length
    }
    return concepts
  }

  /**
   * The words a query is searched by: normalised, without stop words (nor, in a question, the
   * words that only shape it) unless nothing else is left.
   */
  static queryWords(query: string): string[] {
    const words = tokenise(query.replace(CONTROL, ' ')).slice(0, MAX_QUERY_WORDS)
    const question = QUESTION_STARTS.has(words[0] ?? '')
    const meaningful = words.filter((word) => !STOP_WORDS.has(word) && !(question && QUESTION_FILLERS.has(word)))
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

    // Each query word (a concept) is scored on its own, and they are combined here: AND when
    // some document has every word, else OR.
    const scorer = this.scorer
    const found: FoundTerm[] = []
    const byConcept: Scores[] = this.concepts(words).map((concept) => scorer.run(concept, found))
    const size = byConcept[0]!.flags.length
    const matchedAll = (doc: number) => byConcept.every((concept) => concept.flags[doc]! & MATCHED)
    let requireAll = false
    for (let doc = 0; doc < size && !requireAll; doc++) requireAll = matchedAll(doc)

    const order = this.listingOrder()
    const hits: Hit[] = []
    for (let doc = 0; doc < size; doc++) {
      let score = 0
      let matched = 0
      let inTitle = 0
      let inHeadings = 0
      for (const concept of byConcept) {
        const flags = concept.flags[doc]!
        if (!(flags & MATCHED)) continue
        score += concept.score[doc]!
        matched++
        if (flags & IN_TITLE) inTitle++
        if (flags & IN_HEADINGS) inHeadings++
      }
      if (!matched || (requireAll && matched < byConcept.length)) continue
      const entry = this.entries.get(scorer.documentId(doc)!)
      if (!entry) continue
      if (byConcept.length > 1) {
        // A document matching more of the query's words ranks above one matching a word in many
        // ways (its forms, typos, pieces).
        score *= matched
        // Every word in the title or the headings says more than the same words spread over the
        // text ("how common is prostate cancer" is a heading of Statistics).
        if (inTitle === byConcept.length || inHeadings === byConcept.length) score *= WORDS_TOGETHER_BOOST
      }
      if (entry.titleKeys.includes(cacheKey)) score *= EXACT_TITLE_BOOST
      score *= KIND_BOOST[entry.kind] ?? 1
      hits.push(new Hit(entry, score, order.get(entry.key) ?? 0, doc, found))
    }
    // Ties (common: same word count, same frequency) by kind, then title, from a precomputed order.
    hits.sort((a, b) => b.score - a.score || a.order - b.order)
    if (this.cache.size >= CACHED_QUERIES) this.cache.delete(this.cache.keys().next().value!)
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
