import { pairTerm, stemOf, tokenise } from './terms'
import { THESAURUS } from './thesaurus'

/** One group of words or phrases that mean the same to a visitor, each phrase as its words. */
export type SynonymGroup = string[][]

/**
 * The starting list staff find in the admin (Search settings): the thesaurus of everyday words
 * (./thesaurus), used until staff first save their own; the seed writes the same list.
 */
export const DEFAULT_SYNONYMS: readonly string[] = THESAURUS

/**
 * Words that only hold a phrase together. A phrase is matched on its other words, so "gift in
 * my will" is the thesaurus's "gift in your will", and "talk to someone" is "talk with someone".
 * "will", "can" and "not" are missing on purpose: in a phrase they carry the meaning.
 */
export const GLUE_WORDS = new Set(
  (
    'a an the and or of in on at to for from by with into about as is are was were be been being has had have do does did ' +
    'i me my we our us you your he his him she her they their them it its who whom whose that this these those which what ' +
    'when where how why there then than so if just some any'
  ).split(' '),
)

/** A phrase's words without its glue (all of them when it is nothing but glue). */
export function phraseWords(words: string[]): string[] {
  const meaningful = words.filter((word) => !GLUE_WORDS.has(word))
  return meaningful.length ? meaningful : words
}

/** Groups from staff's lines ("a, b c, d"): each phrase cut into words; lines of one phrase dropped. */
export function parseSynonymGroups(lines: Iterable<string>): SynonymGroup[] {
  const groups: SynonymGroup[] = []
  for (const line of lines) {
    const phrases = line
      .split(/[,;\n]/)
      .map((phrase) => phraseWords(tokenise(phrase)))
      .filter((words) => words.length > 0)
    const unique = [...new Map(phrases.map((words) => [words.join(' '), words])).values()]
    if (unique.length > 1) groups.push(unique)
  }
  return groups
}

/** A run of query words that a synonym group names, and the other phrases of every group naming it. */
export type SynonymSpan = { start: number; length: number; alternatives: string[][] }

type Phrase = { words: string[]; stems: string[]; key: string }

/**
 * Staff's groups, looked up by the stem of each phrase's first word: a query is matched against
 * the few phrases that can start at each of its words, not against every line of the list.
 */
export class Thesaurus {
  private readonly byFirstStem = new Map<string, Phrase[]>()
  /** Every phrase that means the same as a phrase (by its stems' key), across all groups naming it. */
  private readonly alternativesOf = new Map<string, Map<string, string[]>>()

  constructor(groups: SynonymGroup[]) {
    for (const group of groups) {
      const phrases = group.map((words): Phrase => {
        const stems = words.map(stemOf)
        return { words, stems, key: stems.join(' ') }
      })
      for (const phrase of phrases) {
        let alternatives = this.alternativesOf.get(phrase.key)
        if (!alternatives) {
          alternatives = new Map()
          this.alternativesOf.set(phrase.key, alternatives)
          const first = this.byFirstStem.get(phrase.stems[0]!)
          if (first) first.push(phrase)
          else this.byFirstStem.set(phrase.stems[0]!, [phrase])
        }
        for (const other of phrases) if (other.key !== phrase.key && !alternatives.has(other.key)) alternatives.set(other.key, other.words)
      }
    }
  }

  /**
   * The neighbouring words of every phrase of several words, as the index's pair terms: the
   * only pairs a search can ask for, so the only ones the index needs to hold.
   */
  pairs(): Set<string> {
    const pairs = new Set<string>()
    for (const phrases of this.byFirstStem.values()) {
      for (const { stems } of phrases) for (let i = 1; i < stems.length; i++) pairs.add(pairTerm(stems[i - 1]!, stems[i]!))
    }
    return pairs
  }

  /**
   * The synonym spans of a query, never overlapping, chosen to cover as many of its words as
   * they can: in "meet other men going through it", "other men going through it" (five words)
   * wins over "meet other men" (three), which would leave "going through" to be matched as plain
   * words. Between equal covers the earlier and longer phrase wins: in "erectile dysfunction
   * help", "erectile dysfunction" is one span (ED, erection, …), not two. Word forms count as the
   * same word ("erections" names "erection").
   */
  spans(words: string[]): SynonymSpan[] {
    const stems = words.map(stemOf)
    // Worked from the end: covered[at] is the most words phrases can cover from `at` on, and
    // chosen[at] the phrase to start there for it (null: leave that word as it is).
    const covered = new Array<number>(stems.length + 1).fill(0)
    const chosen = new Array<Phrase | null>(stems.length).fill(null)
    for (let at = stems.length - 1; at >= 0; at--) {
      covered[at] = covered[at + 1]!
      for (const phrase of this.byFirstStem.get(stems[at]!) ?? []) {
        const length = phrase.stems.length
        if (!phrase.stems.every((stem, i) => stems[at + i] === stem)) continue
        const total = length + covered[at + length]!
        const best = chosen[at]
        if (total > covered[at]! || (total === covered[at] && (!best || length > best.stems.length))) {
          covered[at] = total
          chosen[at] = phrase
        }
      }
    }
    const spans: SynonymSpan[] = []
    for (let at = 0; at < stems.length; ) {
      const phrase = chosen[at]
      if (phrase) spans.push({ start: at, length: phrase.stems.length, alternatives: [...this.alternativesOf.get(phrase.key)!.values()] })
      at += phrase?.stems.length ?? 1
    }
    return spans
  }
}
