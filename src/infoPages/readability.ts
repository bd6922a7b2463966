/**
 * Plain-language figures of a text as a reader meets it: Flesch-Kincaid grade level and the
 * average sentence length. Pure, so the measuring script (scripts/measure-readability.ts) and
 * its unit test share it.
 *
 * The text comes as rendered lines (headings, list items, table cells and paragraphs each on a
 * line). A line is split into sentences at . ! or ? followed by a space; a line without end
 * punctuation (a heading, a list item) is one sentence, as a reader takes it. Reference marks
 * such as "[2]" are not words and are dropped.
 */
import { fleschKincaid } from 'flesch-kincaid'
import { syllable } from 'syllable'

export type Readability = { words: number; sentences: number; syllables: number; grade: number; wordsPerSentence: number }

const WORD = /[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu

export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s*\[\d+\]/g, '')
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=["“(]?[\p{Lu}\p{N}$])/u))
    .map((s) => s.trim())
    .filter((s) => (s.match(WORD) ?? []).length > 0)
}

export function wordsOf(sentence: string): string[] {
  return sentence.match(WORD) ?? []
}

/** Syllables of a word; a figure ("1-4%", "2.3", "$3200") counts as one: it is read at a glance. */
const syllablesOf = (word: string) => (/\p{L}/u.test(word) ? Math.max(1, syllable(word)) : 1)

export function readability(text: string): Readability {
  const sentences = sentencesOf(text)
  const words = sentences.flatMap(wordsOf)
  const syllables = words.reduce((sum, w) => sum + syllablesOf(w), 0)
  if (!words.length) return { words: 0, sentences: 0, syllables: 0, grade: 0, wordsPerSentence: 0 }
  const grade = fleschKincaid({ sentence: sentences.length, word: words.length, syllable: syllables })
  return { words: words.length, sentences: sentences.length, syllables, grade, wordsPerSentence: words.length / sentences.length }
}

/** Plain language for a frightened reader: an average grade of 8 or lower, and no page above 10. */
export const READABILITY_TARGETS = { averageGrade: 8, pageGrade: 10 } as const
