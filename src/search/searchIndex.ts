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

type Entry = SearchDocument & { key: string; normTitle: string; normText: string }

export type SearchHit = {
  entry: SearchDocument
  titleMatch: boolean
  /** Where the query starts in the entry's text, or -1 when only the title matched. */
  textMatchAt: number
  matchLength: number
}

/** Separators of the joined corpus; removed from indexed text and queries so they never match. */
const TITLE_END = '\u0001'
const ENTRY_END = '\u0002'
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g

const keyOf = (kind: SearchKind, id: string) => `${kind}:${id}`
const kindRank = (kind: SearchKind) => SEARCH_KINDS.indexOf(kind)

type Corpus = { text: string; starts: number[]; entries: Entry[] }

/**
 * An in-memory index of every published searchable document. A query scans one joined,
 * normalised string with indexOf (fast native substring search) instead of reading any table;
 * the joined string is rebuilt lazily after a change. Results of recent queries are kept until
 * the next change, so paging through results costs nothing.
 */
export class SearchIndex {
  private entries = new Map<string, Entry>()
  private corpus: Corpus | null = null
  private cache = new Map<string, SearchHit[]>()
  /** Bumped on every change; lets callers tell whether the index moved on. */
  generation = 0

  get size(): number {
    return this.entries.size
  }

  upsert(doc: SearchDocument): void {
    const title = collapseWhitespace(doc.title.replace(CONTROL, ' '))
    const text = collapseWhitespace(doc.text.replace(CONTROL, ' '))
    const entry: Entry = {
      ...doc,
      title,
      text,
      key: keyOf(doc.kind, doc.id),
      normTitle: normaliseForSearch(title),
      normText: normaliseForSearch(text),
    }
    this.entries.set(entry.key, entry)
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

  private changed(): void {
    this.corpus = null
    this.cache.clear()
    this.generation++
  }

  private buildCorpus(): Corpus {
    const entries = [...this.entries.values()]
    const starts: number[] = []
    const parts: string[] = []
    let offset = 0
    for (const entry of entries) {
      starts.push(offset)
      const part = entry.normTitle + TITLE_END + entry.normText + ENTRY_END
      parts.push(part)
      offset += part.length
    }
    return { text: parts.join(''), starts, entries }
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
   * Every document whose title or text holds the query (case-insensitive, apostrophes alike),
   * title matches first, then by kind, then by title. Documents without a title never match.
   */
  search(query: string): SearchHit[] {
    const needle = normaliseForSearch(query.replace(CONTROL, '')).trim()
    if (!needle) return []
    const cached = this.cache.get(needle)
    if (cached) return cached

    this.corpus ??= this.buildCorpus()
    const { text, starts, entries } = this.corpus
    const hits: SearchHit[] = []
    let from = 0
    while (from < text.length) {
      const found = text.indexOf(needle, from)
      if (found === -1) break
      const index = SearchIndex.entryAt(starts, found)
      const entry = entries[index]!
      const titleMatch = found < starts[index]! + entry.normTitle.length
      const textMatchAt = titleMatch ? entry.normText.indexOf(needle) : found - starts[index]! - entry.normTitle.length - 1
      if (entry.normTitle) hits.push({ entry, titleMatch, textMatchAt, matchLength: needle.length })
      from = index + 1 < starts.length ? starts[index + 1]! : text.length
    }
    hits.sort(
      (a, b) =>
        Number(b.titleMatch) - Number(a.titleMatch) ||
        kindRank(a.entry.kind) - kindRank(b.entry.kind) ||
        a.entry.title.localeCompare(b.entry.title, 'en-CA'),
    )
    if (this.cache.size >= 100) this.cache.delete(this.cache.keys().next().value!)
    this.cache.set(needle, hits)
    return hits
  }
}
