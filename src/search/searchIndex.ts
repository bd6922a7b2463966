import MiniSearch from 'minisearch'
import { distance } from 'fastest-levenshtein'
import damerauLevenshtein from 'damerau-levenshtein'
import { compareText } from '@/format/locale'
import { asksAboutGiving, findKindIntent, GIVING_SECTION, type KindIntent } from './intents'
import { IN_HEADINGS, IN_TITLE, MATCHED, Scorer, termsIn, type FoundTerm, type QueryTree, type Scores } from './miniSearchInternals'
import { collapseWhitespace } from './normalise'
import { DEFAULT_SYNONYMS, GLUE_WORDS, parseSynonymGroups, Thesaurus } from './synonyms'
import { isPairTerm, pairTerm, QUESTION_FILLERS, QUESTION_STARTS, STOP_WORDS, stemOf, tokenise, typoAllowance } from './terms'

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
/** A query word found in more than this share of the documents counts for COMMON_WEIGHT beside rarer ones. */
const COMMON_SHARE = 0.3
const COMMON_WEIGHT = 0.25
/** A word a phrase needs but that says little on its own ("can't get an erection": "get"). */
const ONLY_REQUIRED = 0.001
const PIECE_BOOST = 0.3
/**
 * The visitor's own phrase with its words apart in the page ("run" in an event's title, "family"
 * in its text, for "does it run in the family"), against 1 for the same words standing together.
 */
const APART_BOOST = 0.3
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
/** Among the results of a query naming a kind, its section page above its items. */
const SECTION_BOOST = 3
/** A question about giving: the giving pages it matches above the rest. */
const GIVING_BOOST = 3
/** Word queries kept between changes of the index (each is one pass over its words). */
const CACHED_WORD_QUERIES = 4000

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
    /** Its document number in the scorer, or -1 for a section page listed without matching. */
    readonly doc: number,
    /** The stems the query found; the ones in this document are its matched terms. */
    private readonly found: FoundTerm[],
    /** Whether it holds every word of the query (words most of the site holds aside); one that does not ranks below all that do. */
    readonly complete = true,
  ) {}

  get terms(): string[] {
    return this.doc < 0 ? [] : termsIn(this.doc, this.found)
  }
}

const keyOf = (kind: SearchKind, id: string) => `${kind}:${id}`
/** The index field that holds a document's pairs of neighbouring words (see emptyIndex). */
const PAIRS_FIELD = 'pairs'
const kindRank = (kind: SearchKind) => SEARCH_KINDS.indexOf(kind)
const hasDigit = (word: string) => /\d/.test(word)

/**
 * Edits between two words, a swap of two neighbouring letters counting as one ("tset" is one
 * from "test"). Levenshtein first, as it is cheaper; a swap can only lower it, never below half.
 */
function typingDistance(a: string, b: string, limit: number): number {
  const plain = distance(a, b)
  if (plain <= limit || plain > 2 * limit) return plain
  return damerauLevenshtein(a, b).steps
}

/** Whether two words start alike: the same first letter, or the first two swapped. */
const startAlike = (a: string, b: string) => a[0] === b[0] || (a[0] === b[1] && a[1] === b[0])

/** The index's words: as written (folded) and grouped by stem; built after a change. */
type Vocabulary = {
  words: string[]
  formsOf: (stem: string) => string[]
  documentCount: (stem: string) => number
  /** Whether the index holds the stem, or (with `prefix`) a stem starting with it. */
  hasStemStarting: (stem: string, prefix: boolean) => boolean
}

/** What a query is searched by: its concepts' words, and what it asks for beyond words. */
type ParsedQuery = {
  /** Each concept: one word, or a thesaurus phrase with its alternatives. */
  concepts: Array<{ words: string[]; alternatives: string[][] }>
  /** The kind of content the query names, if it names one ("videos"). */
  kind: KindIntent | null
  /** A question about a way to give ("can I donate shares"). */
  aboutGiving: boolean
}

/**
 * The in-memory index of every published searchable document, on MiniSearch (its radix tree of
 * stems, with exact, prefix and typo lookups), ranked by BM25+ in ./miniSearchInternals.
 * Words are indexed by their stem, so "erections" and "erection" are one word to the ranking.
 * Each query word becomes a small OR of: its stem (exact, as a prefix, with typos in proportion
 * to the word's length), the stems of indexed words that start with or hold the query word (the
 * spec's substring behaviour) or are a typo away counting swapped letters as one, and its
 * thesaurus phrases. Pages holding every word come first, then those holding at least half of
 * them; when no page holds them all, any word is enough.
 * Results of recent queries are kept until the next change.
 */
export class SearchIndex {
  private entries = new Map<string, Entry>()
  /** Every word form met while indexing, with its stem (may hold forms of removed documents; vocab() checks). */
  private forms = new Map<string, string>()
  /** How many indexed documents hold each stem, counted as MiniSearch tokenises them. */
  private stemDocuments = new Map<string, number>()
  /** The stems of the document being added or removed (see emptyIndex's tokenize). */
  private stemsOfDocument: Set<string> | null = null
  private mini = this.emptyIndex()
  private scorer = new Scorer(this.mini, FIELD_BOOST, MATCH_WEIGHTS)
  private vocabulary: Vocabulary | null = null
  private order: Map<string, number> | null = null
  private pagesByUrl: Map<string, Entry> | null = null
  /** Each scorer document number's entry and listing place, so that a query's loop over thousands of hits looks up nothing. */
  private byDocument: Array<{ entry: Entry; order: number } | undefined> | null = null
  private cache = new Map<string, SearchHit[]>()
  private wordQueries = new Map<string, QueryTree | null>()
  private thesaurus = new Thesaurus(parseSynonymGroups(DEFAULT_SYNONYMS))
  /** The thesaurus's pairs of neighbouring words, which the index holds where a document has them. */
  private phrasePairs = this.thesaurus.pairs()

  private emptyIndex() {
    return new MiniSearch<Entry>({
      idField: 'key',
      fields: ['title', 'headings', 'text', PAIRS_FIELD],
      // The pairs field reads the whole document, and holds only its pairs of words (below).
      extractField: (entry, field) => (field === PAIRS_FIELD ? `${entry.title}\n${entry.headings}\n${entry.text}` : entry[field as keyof Entry]),
      tokenize: (text, field) => {
        const words = tokenise(text)
        const stems = words.map((word) => {
          let stem = this.forms.get(word)
          if (stem === undefined) {
            stem = stemOf(word)
            this.forms.set(word, stem)
          }
          return stem
        })
        if (field !== PAIRS_FIELD) {
          for (const stem of stems) this.stemsOfDocument?.add(stem)
          return stems
        }
        // Two neighbouring words that a thesaurus phrase holds (glue between them skipped), as
        // one term: the phrase ("runs in the family") is found where its words stand together,
        // not wherever they are. Kept in a field of their own, so the other fields' lengths,
        // which BM25 weighs, stay as the page's words make them.
        const pairs: string[] = []
        let previous: string | null = null
        words.forEach((word, i) => {
          if (GLUE_WORDS.has(word)) return
          const stem = stems[i]!
          if (previous !== null) {
            const pair = pairTerm(previous, stem)
            if (this.phrasePairs.has(pair)) {
              this.stemsOfDocument?.add(pair)
              pairs.push(pair)
            }
          }
          previous = stem
        })
        return pairs
      },
      processTerm: (term) => term,
    })
  }

  /** Adds or removes a document in MiniSearch, keeping the count of documents per stem. */
  private countingStems(change: 1 | -1, run: () => void): void {
    this.stemsOfDocument = new Set()
    try {
      run()
      for (const stem of this.stemsOfDocument) {
        const count = (this.stemDocuments.get(stem) ?? 0) + change
        if (count > 0) this.stemDocuments.set(stem, count)
        else this.stemDocuments.delete(stem)
      }
    } finally {
      this.stemsOfDocument = null
    }
  }

  get size(): number {
    return this.entries.size
  }

  upsert(doc: SearchDocument): void {
    const key = keyOf(doc.kind, doc.id)
    const old = this.entries.get(key)
    if (old?.title) this.countingStems(-1, () => this.mini.remove(old))
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
    if (entry.title) this.countingStems(1, () => this.mini.add(entry))
    this.changed()
  }

  remove(kind: SearchKind, id: string): void {
    const old = this.entries.get(keyOf(kind, id))
    if (!old) return
    this.entries.delete(old.key)
    if (old.title) this.countingStems(-1, () => this.mini.remove(old))
    this.changed()
  }

  replaceAll(docs: Iterable<SearchDocument>): void {
    this.entries.clear()
    this.emptied()
    for (const doc of docs) this.upsert(doc)
    this.changed()
  }

  /** A new, empty MiniSearch and the counts kept beside it (the entries stay). */
  private emptied(): void {
    this.forms.clear()
    this.stemDocuments.clear()
    this.mini = this.emptyIndex()
    this.scorer = new Scorer(this.mini, FIELD_BOOST, MATCH_WEIGHTS)
  }

  /**
   * Staff's thesaurus lines (see ./synonyms); take effect with the next query. When they bring
   * phrases with other pairs of words, the documents are indexed again for those pairs.
   */
  setSynonyms(lines: Iterable<string>): void {
    this.thesaurus = new Thesaurus(parseSynonymGroups(lines))
    const pairs = this.thesaurus.pairs()
    const samePairs = pairs.size === this.phrasePairs.size && [...pairs].every((pair) => this.phrasePairs.has(pair))
    this.phrasePairs = pairs
    if (samePairs) {
      this.cache.clear()
      return
    }
    this.emptied()
    for (const entry of this.entries.values()) if (entry.title) this.countingStems(1, () => this.mini.add(entry))
    this.changed()
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
    this.wordQueries.clear()
  }

  private changed(): void {
    this.vocabulary = null
    this.order = null
    this.pagesByUrl = null
    this.byDocument = null
    this.cache.clear()
    this.wordQueries.clear()
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

  private documentsByNumber(size: number): Array<{ entry: Entry; order: number } | undefined> {
    if (this.byDocument && this.byDocument.length === size) return this.byDocument
    const order = this.listingOrder()
    this.byDocument = Array.from({ length: size }, (_, doc) => {
      const entry = this.entries.get(this.scorer.documentId(doc) ?? '')
      return entry && { entry, order: order.get(entry.key) ?? 0 }
    })
    return this.byDocument
  }

  /** A listed page by its address (a section page a query names). */
  private pageAt(url: string): Entry | undefined {
    this.pagesByUrl ??= new Map([...this.entries.values()].filter((entry) => entry.kind === 'page' && entry.title).map((entry) => [entry.url, entry]))
    return this.pagesByUrl.get(url)
  }

  private vocab(): Vocabulary {
    if (this.vocabulary) return this.vocabulary
    const words: string[] = []
    const byStem = new Map<string, string[]>()
    for (const [word, stem] of this.forms) {
      if (!this.stemDocuments.has(stem)) continue
      words.push(word)
      const forms = byStem.get(stem)
      if (forms) forms.push(word)
      else byStem.set(stem, [word])
    }
    const documentCount = (stem: string) => this.stemDocuments.get(stem) ?? 0
    const stems = [...this.stemDocuments.keys()].filter((stem) => !isPairTerm(stem)).sort()
    const hasStemStarting = (stem: string, prefix: boolean) => {
      if (this.stemDocuments.has(stem)) return true
      if (!prefix) return false
      // The first stem not sorted before it: it starts with the stem if any does.
      let low = 0
      let high = stems.length
      while (low < high) {
        const middle = (low + high) >> 1
        if (stems[middle]! < stem) low = middle + 1
        else high = middle
      }
      return stems[low]?.startsWith(stem) ?? false
    }
    this.vocabulary = { words, formsOf: (stem) => byStem.get(stem) ?? [], documentCount, hasStemStarting }
    return this.vocabulary
  }

  /** wordQuery, remembered until the index changes: a thesaurus phrase's words recur across queries. */
  private wordQuery(word: string, boost: number, loose: boolean): QueryTree | null {
    const key = `${loose ? 1 : 0}${boost} ${word}`
    if (this.wordQueries.has(key)) return this.wordQueries.get(key)!
    if (this.wordQueries.size >= CACHED_WORD_QUERIES) this.wordQueries.clear()
    const query = this.buildWordQuery(word, boost, loose)
    this.wordQueries.set(key, query)
    return query
  }

  /**
   * One query word as its OR of matches (see the class comment); `loose` adds typos and pieces.
   * A strict word (a thesaurus phrase's) that no indexed word can match is null: the phrase is
   * left out rather than run, as a phrase whose other words hold thousands of documents would be.
   */
  private buildWordQuery(word: string, boost: number, loose: boolean): QueryTree | null {
    const stem = stemOf(word)
    // Three letters start too many words ("men" would find "mental" first).
    const allowPrefix = word.length >= 4 && !hasDigit(word)
    // A strict word (a thesaurus phrase's) is its stem, also as a prefix: no pass over the words.
    if (!loose) return this.vocab().hasStemStarting(stem, allowPrefix) ? { term: stem, prefix: allowPrefix, typos: 0, boost } : null
    // Typos are counted on the stem; a stemmer that could not strip a misspelt ending
    // ("incontinense") leaves a long stem longer, so one more edit is allowed there.
    // A word the index holds is taken as meant: looking for its typos would cost time (the
    // radix tree's fuzzy walk) and add near-misses ("test" → "rest") below the real matches.
    const known = this.vocab().formsOf(stem).length > 0
    const typos = loose && !known ? Math.min(3, typoAllowance(word) + (stem.length >= 8 && word.length > stem.length ? 1 : 0)) : 0
    const ways: QueryTree[] = [{ term: stem, prefix: allowPrefix, typos, boost }]
    // One pass over the index's words (as written) for what the stems alone miss: words that
    // start with the query word or hold it ("walki" → "walking", "contin" → "incontinence"),
    // and misspellings MiniSearch's typo search cannot see: of a word whose stem differs
    // ("walkng" → "walking", stem "walk"), or with two letters swapped ("tset" → "test"; its
    // search counts a swap as two edits). Only words starting alike are compared, for speed.
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
        if (typos && startAlike(form, word) && Math.abs(form.length - word.length) <= typos && typingDistance(form, word, typos) <= typos) {
          // A stem MiniSearch's own typo search (Levenshtein, on stems) reaches already would count twice.
          if (distance(formStem, stem) > typos) near.add(formStem)
        }
      }
    }
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

  /** One concept as a query tree: its words, or its phrase OR the phrase's alternatives. */
  private conceptQuery({ words, alternatives }: ParsedQuery['concepts'][number]): QueryTree {
    if (!alternatives.length) return this.wordQuery(words[0]!, 1, true)!
    // Words that matched a thesaurus phrase are spelt as staff spelt them: no typos or pieces of
    // them ("impotence", absent from the text, is not a misspelt "impact"), unless nothing else is left.
    const own = this.ownPhraseQuery(words)
    // Each stem scores once per concept: a page is not raised by how many of a line's phrases
    // share its one word ("erection", "erection problems", "can't get an erection"). A phrase of
    // several words matches where its words stand together ("other half" is not "half" a plate
    // and "other" options); it scores unless its rarest word already did, and is left out when a
    // single word of the line already finds every page it could.
    const scored = new Set<string>()
    const ways: QueryTree[] = own ? [own] : []
    if (words.length === 1) scored.add(stemOf(words[0]!))
    const single = alternatives.filter((phrase) => phrase.length === 1)
    for (const [word] of single) {
      const stem = stemOf(word!)
      if (scored.has(stem)) continue
      const query = this.wordQuery(word!, SYNONYM_BOOST, false)
      if (!query) continue
      scored.add(stem)
      ways.push(query)
    }
    const singleStems = new Set(scored)
    for (const phrase of alternatives.filter((p) => p.length > 1).sort((a, b) => a.length - b.length)) {
      const stems = phrase.map(stemOf)
      if (stems.some((stem) => singleStems.has(stem))) continue
      const counts = stems.map((stem) => this.vocab().documentCount(stem) || Infinity)
      const rarest = counts.indexOf(Math.min(...counts))
      const boosts = stems.map((stem, i) => (i === rarest && !scored.has(stem) ? SYNONYM_BOOST : ONLY_REQUIRED))
      const query = this.together(phrase, this.phraseQuery(phrase, boosts, false))
      if (!query) continue
      scored.add(stems[rarest]!)
      ways.push(query)
    }
    return ways.length ? { combineWith: 'OR', queries: ways } : this.phraseQuery(words, 1, true)!
  }

  /**
   * The visitor's own words that a thesaurus phrase names: in full where they stand together in
   * the page, at APART_BOOST where they are apart; null when a word is nowhere.
   */
  private ownPhraseQuery(words: string[]): QueryTree | null {
    if (words.length === 1) return this.phraseQuery(words, 1, false)
    const apart = this.phraseQuery(words, APART_BOOST, false)
    const together = this.together(words, this.phraseQuery(words, 1 - APART_BOOST, false))
    return apart && together ? { combineWith: 'OR', queries: [apart, together] } : apart
  }

  /**
   * A phrase's query, matching only where the phrase's words stand together (each neighbouring
   * pair of them is required, and adds nothing to the score); null when a pair is nowhere.
   */
  private together(phrase: string[], query: QueryTree | null): QueryTree | null {
    if (!query) return null
    const stems = phrase.map(stemOf)
    const queries: QueryTree[] = [query]
    for (let i = 1; i < stems.length; i++) {
      const term = pairTerm(stems[i - 1]!, stems[i]!)
      if (!this.stemDocuments.has(term)) return null
      queries.push({ term, prefix: false, typos: 0, boost: 0 })
    }
    return { combineWith: 'AND', queries }
  }

  /** A phrase's words, all required (AND), each with its boost; null when one cannot match. */
  private phraseQuery(phrase: string[], boost: number | number[], loose: boolean): QueryTree | null {
    const queries = phrase.map((w, i) => this.wordQuery(w, typeof boost === 'number' ? boost : boost[i]!, loose))
    if (queries.some((query) => query === null)) return null
    return queries.length === 1 ? queries[0]! : { combineWith: 'AND', queries: queries as QueryTree[] }
  }

  /**
   * The query read for searching: glue words dropped, thesaurus phrases found (before stop words
   * go, so "gift in my will" keeps its "will"), then the stop words outside phrases (nor, in a
   * question, the words that only shape it) unless nothing else is left; a kind of content it
   * names is taken out of its words.
   */
  private parse(query: string): ParsedQuery {
    const tokens = tokenise(query.replace(CONTROL, ' ')).slice(0, MAX_QUERY_WORDS)
    const question = QUESTION_STARTS.has(tokens[0] ?? '')
    const aboutGiving = question && asksAboutGiving(tokens.slice(1))
    const named = findKindIntent(tokens)
    const content = (named?.rest ?? tokens).filter((word) => !GLUE_WORDS.has(word))
    const spans = this.thesaurus.spans(content)
    const concepts: ParsedQuery['concepts'] = []
    for (let at = 0; at < content.length; ) {
      const span = spans.find((s) => s.start === at)
      // A phrase of stop words alone ("will", "mean") says too little to require its alternatives.
      const saysSomething = span && content.slice(at, at + span.length).some((word) => !STOP_WORDS.has(word) && !QUESTION_FILLERS.has(word))
      if (span && saysSomething) {
        concepts.push({ words: content.slice(at, at + span.length), alternatives: span.alternatives })
        at += span.length
        continue
      }
      const word = content[at++]!
      if (!STOP_WORDS.has(word) && !(question && QUESTION_FILLERS.has(word))) concepts.push({ words: [word], alternatives: [] })
    }
    if (!concepts.length && !named) {
      const words = SearchIndex.queryWords(query)
      return { concepts: words.map((word) => ({ words: [word], alternatives: [] })), kind: null, aboutGiving }
    }
    return { concepts, kind: named?.intent ?? null, aboutGiving }
  }

  /**
   * The words a query is searched by: normalised, without stop words (nor, in a question, the
   * words that only shape it) unless nothing else is left. A title is compared with a query
   * by these (an exact title match comes first).
   */
  static queryWords(query: string): string[] {
    const words = tokenise(query.replace(CONTROL, ' ')).slice(0, MAX_QUERY_WORDS)
    const question = QUESTION_STARTS.has(words[0] ?? '')
    const meaningful = words.filter((word) => !STOP_WORDS.has(word) && !(question && QUESTION_FILLERS.has(word)))
    return meaningful.length ? meaningful : words
  }

  /**
   * Every document matching the query, most relevant first (ties by kind, then title): those
   * with all of the query's words, then those with half of them; any of them when no document
   * has them all. A query naming a kind lists that kind's section page and items first; a
   * question about giving, the giving pages.
   */
  search(query: string, { useCache = true }: { useCache?: boolean } = {}): SearchHit[] {
    if (!this.mini.documentCount) return []
    const parsed = this.parse(query)
    if (!parsed.concepts.length && !parsed.kind) return []
    const cacheKey = JSON.stringify([parsed.concepts.map((c) => c.words), parsed.kind?.kind ?? '', parsed.aboutGiving])
    const cached = useCache ? this.cache.get(cacheKey) : undefined
    if (cached) return cached

    // Each concept is scored on its own, and they are combined here: AND when some document
    // has every concept, else OR.
    const scorer = this.scorer
    const found: FoundTerm[] = []
    const byConcept: Scores[] = parsed.concepts.flatMap((concept) => {
      const scores = scorer.run(this.conceptQuery(concept), found)
      if (concept.words.length === 1 || scores.flags.some((flags) => flags & MATCHED)) return [scores]
      // No page says the phrase, its words together or any of its other names ("psa test cost"
      // where no page mentions a cost or MSP): its words count one by one, as in any other query,
      // so the page on the PSA test is still found.
      const words = concept.words.filter((word) => !STOP_WORDS.has(word))
      return (words.length ? words : concept.words).map((word) => scorer.run(this.wordQuery(word, 1, true)!, found))
    })
    const size = byConcept[0]?.flags.length ?? 0
    // A word most of the site holds ("prostate", "cancer") says little beside the query's other
    // words: its title matches would otherwise outrank the page about those other words.
    const weights: number[] = byConcept.map((concept) => {
      let count = 0
      for (let doc = 0; doc < size; doc++) if (concept.flags[doc]! & MATCHED) count++
      return count > COMMON_SHARE * this.mini.documentCount ? COMMON_WEIGHT : 1
    })
    if (weights.every((weight) => weight !== 1)) weights.fill(1)
    const matchedAll = (doc: number) => byConcept.every((concept) => concept.flags[doc]! & MATCHED)
    let someMatchAll = false
    for (let doc = 0; doc < size && !someMatchAll; doc++) someMatchAll = matchedAll(doc)
    // When some document has every concept, a document must have at least half of them: the
    // right page may not say one of a visitor's words ("freezing the tumour" on a page about
    // freezing treatments that says "cancer"). It is listed after every page that has all the
    // words, though: a page without the query's one specific word ("quokkabridge men's walk")
    // must not outrank the pages that have it because the other words are in its title.
    const required = someMatchAll ? Math.ceil(byConcept.length / 2) : 1

    const documents = this.documentsByNumber(size)
    const titleKey = SearchIndex.queryWords(query).join(' ')
    const hits: Hit[] = []
    for (let doc = 0; doc < size; doc++) {
      let score = 0
      let matched = 0
      let inTitle = 0
      let inHeadings = 0
      // A word most of the site holds is not needed for a page to count as holding the whole
      // query ("men" in "kit for men just diagnosed"), as it weighs little in the score.
      let complete = true
      for (let i = 0; i < byConcept.length; i++) {
        const flags = byConcept[i]!.flags[doc]!
        if (!(flags & MATCHED)) {
          if (weights[i] === 1) complete = false
          continue
        }
        score += byConcept[i]!.score[doc]! * weights[i]!
        matched++
        if (flags & IN_TITLE) inTitle++
        if (flags & IN_HEADINGS) inHeadings++
      }
      if (!matched || matched < required) continue
      const listed = documents[doc]
      if (!listed) continue
      const { entry } = listed
      if (byConcept.length > 1) {
        // A document matching more of the query's words ranks above one matching a word in many
        // ways (its forms, typos, pieces).
        score *= matched
        // Every word in the title or the headings says more than the same words spread over the
        // text ("how common is prostate cancer" is a heading of Statistics).
        if (inTitle === byConcept.length || inHeadings === byConcept.length) score *= WORDS_TOGETHER_BOOST
      }
      if (entry.titleKeys.includes(titleKey)) score *= EXACT_TITLE_BOOST
      score *= KIND_BOOST[entry.kind] ?? 1
      if (parsed.aboutGiving && entry.url.startsWith(GIVING_SECTION)) score *= GIVING_BOOST
      hits.push(new Hit(entry, score, listed.order, doc, found, complete))
    }
    // Ties (common: same word count, same frequency) by kind, then title, from a precomputed order.
    const byRelevance = (a: Hit, b: Hit) => Number(b.complete) - Number(a.complete) || b.score - a.score || a.order - b.order
    const ranked = parsed.kind ? this.kindFirst(parsed.kind, hits, byConcept.length === 0, byRelevance, found) : hits.sort(byRelevance)
    if (this.cache.size >= CACHED_QUERIES) this.cache.delete(this.cache.keys().next().value!)
    this.cache.set(cacheKey, ranked)
    return ranked
  }

  /**
   * A query naming a kind: its section page and its items that match the rest of the query
   * first (the section page weighed above its items), then everything else. The section page is
   * listed even when the rest of the query is not on it: first when none of its items matched
   * either, else after them. Naming only the kind lists the section page, then every item.
   */
  private kindFirst(intent: KindIntent, hits: Hit[], kindOnly: boolean, byRelevance: (a: Hit, b: Hit) => number, found: FoundTerm[]): Hit[] {
    const section = this.pageAt(intent.section)
    const order = this.listingOrder()
    if (kindOnly) {
      const items = [...this.entries.values()]
        .filter((entry) => entry.kind === intent.kind && entry.title)
        .map((entry) => new Hit(entry, 1, order.get(entry.key) ?? 0, -1, []))
        .sort(byRelevance)
      return section ? [new Hit(section, 2, order.get(section.key) ?? 0, -1, []), ...items] : items
    }
    const ofKind: Hit[] = []
    const rest: Hit[] = []
    for (const hit of hits) {
      if (hit.entry.url === intent.section && hit.entry.kind === 'page') {
        ofKind.push(new Hit(hit.entry, hit.score * SECTION_BOOST, hit.order, hit.doc, found, hit.complete))
      } else (hit.entry.kind === intent.kind ? ofKind : rest).push(hit)
    }
    ofKind.sort(byRelevance)
    rest.sort(byRelevance)
    if (section && !ofKind.some((hit) => hit.entry === section)) {
      const listed = new Hit(section, 0, order.get(section.key) ?? 0, -1, [])
      if (ofKind.length) ofKind.push(listed)
      else ofKind.unshift(listed)
    }
    return [...ofKind, ...rest]
  }

  /**
   * A hit's matched words as written in the index, one group per stem, in the order the snippet
   * should prefer them: the visitor's own words first (as typed, begun or mistyped), nearest
   * first, so it highlights "incontinence" for "incontinance" rather than a synonym further up
   * the text; then the words the thesaurus added, the rarest on the site first, so "survival
   * rates" highlights "die" rather than "cancer", which nearly every page holds.
   */
  matchedWords(query: string, stems: string[]): string[][] {
    const vocab = this.vocab()
    const own = SearchIndex.queryWords(query).map(stemOf)
    const distances = (stem: string) => own.map((word) => ({ word, steps: typingDistance(word, stem, typoAllowance(word)) }))
    const ranked = stems.map((stem) => {
      const near = distances(stem)
      return {
        stem,
        typed: near.some(({ word, steps }) => stem.startsWith(word) || steps <= typoAllowance(word)),
        closeness: Math.min(...near.map(({ word, steps }) => steps / Math.max(word.length, stem.length))),
        documents: vocab.documentCount(stem),
      }
    })
    return ranked
      .sort((a, b) => {
        if (a.typed !== b.typed) return a.typed ? -1 : 1
        return a.typed ? a.closeness - b.closeness : a.documents - b.documents
      })
      .map(({ stem }) => vocab.formsOf(stem))
  }

  /**
   * "Did you mean": the query with each word the index does not know replaced by the nearest
   * word it does (fewest edits, a swap of letters counting as one, then the most common), when
   * that finds something; else null.
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
        const d = typingDistance(word, term, allowance)
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
