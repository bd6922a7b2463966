/** The seed's plain demo documents: title and paragraphs in embedded Inter, wrapped to the page. */
import { describe, expect, it } from 'vitest'
import { textDocumentPdf } from '@/pdf/textDocument'
import { readPdf, squeezed } from '../helpers/pdf'

describe('textDocumentPdf', () => {
  it('prints the title and each paragraph in embedded Inter', async () => {
    const pdf = readPdf(await textDocumentPdf('Annual report 2022', ['Demo document: the real report will replace this file.', 'Men’s Health – 1997']))
    const text = squeezed(pdf.text)
    expect(text).toContain('Annual report 2022')
    expect(text).toContain('Demo document: the real report will replace this file.')
    expect(text).toContain('Men’s Health – 1997')
    expect(pdf.fonts.map((f) => f.name.replace(/-\d+$/, '')).sort()).toEqual(['Inter-Bold', 'Inter-Regular'])
    expect(pdf.fonts.every((f) => f.embedded)).toBe(true)
  })

  it('wraps long paragraphs and continues on a new page when the first is full', async () => {
    const paragraph = Array.from({ length: 40 }, (_, i) => `Sentence number ${i + 1} of a long demo paragraph.`).join(' ')
    const pdf = readPdf(await textDocumentPdf('Long', Array.from({ length: 3 }, () => paragraph)))
    expect(pdf.pages).toBeGreaterThan(1)
    const lines = pdf.text.split('\n').filter((line) => line.includes('Sentence'))
    // Wrapped: no printed line holds a whole paragraph, and every sentence survives.
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(120)
    expect(squeezed(pdf.text.replace(/\s+/g, ' '))).toContain('Sentence number 40 of a long demo paragraph.')
  })
})
