import { stemOf, tokenise } from './terms'

/** One group of words or phrases that mean the same to a visitor, each phrase as its words. */
export type SynonymGroup = string[][]

/**
 * The starting list staff find in the admin (Search settings), seeded with the demo content and
 * used until staff first save their own. One group per line, phrases separated by commas.
 */
export const DEFAULT_SYNONYMS: string[] = [
  'PSA, prostate-specific antigen',
  'ED, erectile dysfunction, erection, erectile, impotence',
  'DRE, digital rectal exam, digital rectal examination',
  'ADT, hormone therapy, hormonal therapy, androgen deprivation therapy',
  'incontinence, bladder control, leaking urine',
  'radiation therapy, radiotherapy, radiation',
  'prostatectomy, prostate surgery',
  'BPH, enlarged prostate, benign prostatic hyperplasia',
  'MRI, magnetic resonance imaging',
  'active surveillance, watchful waiting',
  'fatigue, tiredness',
  'anxiety, worry, fear',
  'recurrence, cancer returns, came back, comes back',
  'hereditary, inherited, family history, genetic',
  'nutrition, diet, eating',
  'exercise, physical activity, fitness',
  'donate, donation, give',
  'Gleason score, grade group',
]

/** Groups from staff's lines ("a, b c, d"): each phrase cut into words; lines of one phrase dropped. */
export function parseSynonymGroups(lines: Iterable<string>): SynonymGroup[] {
  const groups: SynonymGroup[] = []
  for (const line of lines) {
    const phrases = line
      .split(/[,;\n]/)
      .map((phrase) => tokenise(phrase))
      .filter((words) => words.length > 0)
    const unique = [...new Map(phrases.map((words) => [words.join(' '), words])).values()]
    if (unique.length > 1) groups.push(unique)
  }
  return groups
}

/** A run of query words that a synonym group names, and the group's other phrases. */
export type SynonymSpan = { start: number; length: number; alternatives: string[][] }

const sameWords = (phrase: string[], words: string[], at: number) =>
  phrase.every((word, i) => words[at + i] !== undefined && stemOf(words[at + i]!) === stemOf(word))

/**
 * The synonym spans of a query, longest first at each position, never overlapping: in
 * "erectile dysfunction help", "erectile dysfunction" is one span (ED, erection, …), not two.
 * Word forms count as the same word ("erections" names "erection").
 */
export function findSynonymSpans(words: string[], groups: SynonymGroup[]): SynonymSpan[] {
  const spans: SynonymSpan[] = []
  for (let at = 0; at < words.length; ) {
    let best: SynonymSpan | null = null
    for (const group of groups) {
      for (const phrase of group) {
        if (phrase.length > (best?.length ?? 0) && sameWords(phrase, words, at)) {
          best = { start: at, length: phrase.length, alternatives: group.filter((other) => other !== phrase) }
        }
      }
    }
    if (best) spans.push(best)
    at += best?.length ?? 1
  }
  return spans
}
