import { compareText } from '@/format/locale'
import { collapseWhitespace, normaliseForSearch } from './normalise'

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
}

export type SearchHit = {
  entry: SearchDocument
  titleMatch: boolean
  /** Where the query starts in the entry's text, or -1 when only the title matched. */
  textMatchAt: number
  matchLength: number
}

/** An indexed document: its text as shown, and as compared (title and text, normalised, joined). */
type Entry = SearchDocument & { key: string; searchable: string; titleLength: number }

/** Separators of the joined corpus; removed from indexed text and queries so they never match. */
const TITLE_END = '\u0001'
const ENTRY_END = '\u0002'
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g

const keyOf = (kind: SearchKind, id: string) => `${kind}:${id}`
const kindRank = (kind: SearchKind) => SEARCH_KINDS.indexOf(kind)

/** Every entry's searchable text joined in result order, with where each entry starts. */
type Corpus = { text: string; starts: number[]; entries: Entry[] }

/**
 * An in-memory index of every published searchable document. A query scans one joined,
 * normalised string with indexOf (native substring search) instead of reading any table. The
 * joined string is rebuilt lazily after a change, in result order (kind, then title), so a
 * scan yields hits already sorted. Results of recent queries are kept until the next change,
 * so paging through results costs nothing.
 */
export class SearchIndex {
  private entries = new Map<string, Entry>()
  private corpus: Corpus | null = null
  private cache = new Map<string, SearchHit[]>()

  get size(): number {
    return this.entries.size
  }

  upsert(doc: SearchDocument): void {
    const title = collapseWhitespace(doc.title.replace(CONTROL, ' '))
    const text = collapseWhitespace(doc.text.replace(CONTROL, ' '))
    this.entries.set(keyOf(doc.kind, doc.id), {
      ...doc,
      title,
      text,
      key: keyOf(doc.kind, doc.id),
      searchable: normaliseForSearch(title) + TITLE_END + normaliseForSearch(text) + ENTRY_END,
      titleLength: title.length,
    })
    this.changed()
  }

  remove(kind: SearchKind, id: string): void {
    if (this.entries.delete(keyOf(kind, id))) this.changed()
  }

  replaceAll(docs: Iterable<SearchDocument>): void {
    this.entries.clear()
    for (const doc of docs) this.upsert(doc)
    this.changed()
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
    this.corpus = null
    this.cache.clear()
  }

  private buildCorpus(): Corpus {
    const entries = [...this.entries.values()].sort(
      (a, b) => kindRank(a.kind) - kindRank(b.kind) || compareText(a.title, b.title),
    )
    const starts: number[] = []
    let offset = 0
    for (const entry of entries) {
      starts.push(offset)
      offset += entry.searchable.length
    }
    return { text: entries.map((e) => e.searchable).join(''), starts, entries }
  }

  /** Index of the entry whose part of the corpus holds `position` (binary search on starts). */
  private static entryAt(starts: number[], position: number): number {
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if (starts[mid]! <= position) low = mid
      else high = mid - 1
    }
    return low
  }

  /**
   * Every document whose title or text holds the query (case-insensitive, apostrophes alike):
   * title matches first, then the others, each by kind and then title. Documents without a
   * title never match.
   */
  search(query: string, { useCache = true }: { useCache?: boolean } = {}): SearchHit[] {
    const needle = normaliseForSearch(query.replace(CONTROL, '')).trim()
    if (!needle) return []
    const cached = useCache ? this.cache.get(needle) : undefined
    if (cached) return cached

    this.corpus ??= this.buildCorpus()
    const { text, starts, entries } = this.corpus
    const titleHits: SearchHit[] = []
    const textHits: SearchHit[] = []
    let from = 0
    while (from < text.length) {
      const found = text.indexOf(needle, from)
      if (found === -1) break
      const index = SearchIndex.entryAt(starts, found)
      const entry = entries[index]!
      const start = starts[index]!
      const textStart = start + entry.titleLength + 1
      const next = index + 1 < starts.length ? starts[index + 1]! : text.length
      if (entry.titleLength) {
        if (found < textStart) {
          const inText = text.indexOf(needle, textStart)
          const textMatchAt = inText !== -1 && inText < next ? inText - textStart : -1
          titleHits.push({ entry, titleMatch: true, textMatchAt, matchLength: needle.length })
        } else {
          textHits.push({ entry, titleMatch: false, textMatchAt: found - textStart, matchLength: needle.length })
        }
      }
      from = next
    }
    const hits = titleHits.concat(textHits)
    if (this.cache.size >= 100) this.cache.delete(this.cache.keys().next().value!)
    this.cache.set(needle, hits)
    return hits
  }
}
