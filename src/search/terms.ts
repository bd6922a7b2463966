import { stemmer } from 'stemmer'
import { normaliseForSearch } from './normalise'

/**
 * Words as the index holds them: normalised (case, accents, apostrophes), split on anything
 * that is not a letter or digit. An apostrophe splits too, and the lone "s" it leaves is
 * dropped, so "men's", "men’s" and "mens" all reach "men"/"mens" through the word forms below.
 */
const SEPARATORS = /[^\p{L}\p{N}]+/u

export function tokenise(text: string): string[] {
  const words: string[] = []
  for (const word of normaliseForSearch(text).split(SEPARATORS)) {
    if (!word) continue
    // One letter alone carries no meaning in a search (a possessive "s", an initial).
    if (word.length === 1 && !/\d/.test(word)) continue
    words.push(word)
  }
  return words
}

/** The word's stem (Porter): "erections" and "erection" → "erect", "groups" → "group". */
export function stemOf(word: string): string {
  return /^[a-z]+$/.test(word) ? stemmer(word) : word
}

/**
 * Words that say nothing about what a person looks for; dropped from a query that has other
 * words ("how much does a psa test cost" searches "psa test cost").
 */
export const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have how i if in into is it its ' +
    'me my no not of on or our so than that the their them then there these they this to was we what when where ' +
    'which who why will with would you your much many about should get'
  ).split(' '),
)

/** Words a question starts with ("how long does…", "what happens if…", "is it…"). */
export const QUESTION_STARTS = new Set('how what when why where who which is are can could does do should will'.split(' '))

/**
 * Words that only shape a question and are dropped from one, beside the stop words: "how long
 * does incontinence last after surgery" is about incontinence after surgery, and the page that
 * answers it need not say "long" or "last".
 */
export const QUESTION_FILLERS = new Set('happen happens happened long last lasts take takes mean means'.split(' '))

/**
 * How many typing mistakes a word may hold and still match, in proportion to its length:
 * none up to 3 letters (too many short words are one letter apart), one up to 7, two up to
 * 12, three beyond.
 */
export function typoAllowance(word: string): number {
  if (/\d/.test(word) || word.length <= 3) return 0
  if (word.length <= 7) return 1
  if (word.length <= 12) return 2
  return 3
}
