import { compareText } from '@/format/locale'
import { normaliseForSearch } from './normalise'
import { SEARCH_KINDS, type SearchDocument, type SearchIndex } from './searchIndex'
import { SEARCH_KIND_LABELS } from './searchSite'
import { SUGGESTION_LIMIT, suggestionQuery } from './suggestionQuery'

/** One title offered while a visitor types; choosing it opens the page. */
export type TitleSuggestion = { title: string; url: string; kindLabel: string }

/**
 * Text as titles are compared with what is typed: folded like search folds it, apostrophes
 * dropped ("Men’s" and "mens" are one), anything else that is not a letter or digit one space.
 */
function comparable(text: string): string {
  return normaliseForSearch(text)
    .replace(/'/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

const kindRank = (doc: SearchDocument) => SEARCH_KINDS.indexOf(doc.kind)

/**
 * Up to `limit` titles for what has been typed so far: titles that start with it first (two or
 * three letters already find "Biopsy and imaging"), then titles with a word that starts with it,
 * then the search's own results by relevance (which also tolerate typos). Each title once.
 */
export function suggestTitles(index: SearchIndex, query: string, limit = SUGGESTION_LIMIT): TitleSuggestion[] {
  const typed = suggestionQuery(query)
  if (!typed || limit < 1) return []
  const wanted = comparable(typed)
  const suggestions: TitleSuggestion[] = []
  const seen = new Set<string>()
  const offer = (doc: SearchDocument) => {
    // Several documents can share a title and an address (newsletters all open one page).
    const key = `${doc.url}\n${doc.title}`
    if (seen.has(key) || suggestions.length >= limit) return
    seen.add(key)
    suggestions.push({ title: doc.title, url: doc.url, kindLabel: SEARCH_KIND_LABELS[doc.kind] })
  }

  if (wanted) {
    const starting: SearchDocument[] = []
    const wordStarting: SearchDocument[] = []
    for (const doc of index.documents()) {
      const title = comparable(doc.title)
      if (title.startsWith(wanted)) starting.push(doc)
      else if (title.includes(` ${wanted}`)) wordStarting.push(doc)
    }
    const byKindThenTitle = (a: SearchDocument, b: SearchDocument) => kindRank(a) - kindRank(b) || compareText(a.title, b.title)
    for (const doc of starting.sort(byKindThenTitle)) offer(doc)
    for (const doc of wordStarting.sort(byKindThenTitle)) offer(doc)
  }
  for (const hit of index.search(typed)) {
    if (suggestions.length >= limit) break
    offer(hit.entry)
  }
  return suggestions
}
