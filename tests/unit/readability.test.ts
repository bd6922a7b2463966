/**
 * The plain-language figures measure:readability prints: sentences as a reader takes them
 * (headings and list items count as one each, reference marks are not words) and the
 * Flesch-Kincaid grade from them.
 */
import { describe, expect, it } from 'vitest'
import { readability, sentencesOf, wordsOf } from '@/infoPages/readability'

describe('readability', () => {
  it('splits rendered lines into sentences and drops reference marks', () => {
    expect(sentencesOf('What is the PSA test?\nThe test costs $37 in BC [1]. It is a blood test.\n\nReef Knot Kits')).toEqual([
      'What is the PSA test?',
      'The test costs $37 in BC.',
      'It is a blood test.',
      'Reef Knot Kits',
    ])
    expect(wordsOf('The risk of infection is 1-4% and 2.3 times.')).toEqual(['The', 'risk', 'of', 'infection', 'is', '1-4', 'and', '2.3', 'times'])
  })

  it('grades short plain sentences low and long technical ones high', () => {
    const plain = readability('The cat sat on the mat. The dog ran to the park. We had fun.')
    expect(plain.sentences).toBe(3)
    expect(plain.wordsPerSentence).toBe(5)
    expect(plain.grade).toBeLessThan(2)
    const dense = readability(
      'Androgen deprivation therapy administered concurrently with external beam radiotherapy demonstrably improves biochemical progression-free survival in intermediate-risk and high-risk localized adenocarcinoma of the prostate.',
    )
    expect(dense.grade).toBeGreaterThan(20)
  })

  it('gives zeros for a page with no words', () => {
    expect(readability('\n [1] \n')).toEqual({ words: 0, sentences: 0, syllables: 0, grade: 0, wordsPerSentence: 0 })
  })
})
