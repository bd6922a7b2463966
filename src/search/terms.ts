import { stemmer } from 'stemmer'
import { normaliseForSearch } from './normalise'

/**
 * Words as the index holds them: normalised (case, accents, apostrophes), split on anything
 * that is not a letter or digit. An apostrophe splits too, and the lone "s" it leaves is
 * dropped, so "men's", "men’s" and "mens" all reach "men"/"mens" through the word forms below.
 */
const SEPARATORS = /[^\p{L}\p{N}]+/u

/**
 * Contractions typed without their apostrophe ("cant", "dont"), as the same words with it
 * ("can't" is "can" and a lone "t", which is dropped): "cant get it up" is "can't get it up".
 * "Im" leaves nothing, as "I'm" does.
 */
const CONTRACTIONS = new Map(
  Object.entries({
    cant: 'can', dont: 'don', doesnt: 'doesn', didnt: 'didn', isnt: 'isn', arent: 'aren', wasnt: 'wasn', werent: 'weren',
    wont: 'won', couldnt: 'couldn', shouldnt: 'shouldn', wouldnt: 'wouldn', havent: 'haven', hasnt: 'hasn', im: '', ive: 've',
    // "Whos been through it" is "who's been through it".
    whos: 'who', whats: 'what', thats: 'that', theres: 'there', youre: 'you', youve: 've', theyre: 'they', weve: 've',
  }),
)

export function tokenise(text: string): string[] {
  const words: string[] = []
  for (const typed of normaliseForSearch(text).split(SEPARATORS)) {
    const word = CONTRACTIONS.get(typed) ?? typed
    if (!word) continue
    // One letter alone carries no meaning in a search (a possessive "s", an initial).
    if (word.length === 1 && !/\d/.test(word)) continue
    words.push(word)
  }
  return words
}

/**
 * Two neighbouring stems of a text as one term (indexed in a field of its own), so a phrase can be
 * found where its words stand together. The mark (a control character, which stored text never holds) keeps
 * these terms apart from words: out of a word's prefix and typo matches.
 */
const PAIR_MARK = '\u0001'
export const pairTerm = (first: string, second: string) => `${PAIR_MARK}${first} ${second}`
export const isPairTerm = (term: string) => term.startsWith(PAIR_MARK)

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
    'which who why will with would you your much many about should get ' +
    // What is left of a contraction ("don't" → "don"), and words that only pad a sentence.
    'don doesn didn isn aren wasn weren won couldn shouldn wouldn haven hasn ve am were being since also very really ' +
    'still just even ever anyone anybody any some all got'
  ).split(' '),
)

/** Words a question starts with ("how long does…", "what happens if…", "is it…"). */
export const QUESTION_STARTS = new Set(
  'how what whats when why where who which is are am was can could does do did should would will has have anyone any'.split(' '),
)

/**
 * Words that only shape a question and are dropped from one, beside the stop words: "how long
 * does incontinence last after surgery" is about incontinence after surgery, and the page that
 * answers it need not say "long" or "last".
 */
export const QUESTION_FILLERS = new Set(
  (
    'happen happens happened long last lasts take takes mean means ' +
    // "is it normal to …", "is it safe to …", "where can I find …", "what is the best way to …"
    'normal usual usually expect expected okay ok safe possible supposed find look know need tell best way thing things anything something'
  ).split(' '),
)

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
